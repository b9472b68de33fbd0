import type { Grade, SeriesListResponse } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// reference data changes only with a release: keep it for the whole visit
const A_DAY = 24 * 3600;

/** `GET /grades` and `GET /series`: the options of the filters and forms. */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    grades: build.query<Grade[], void>({ query: () => '/grades', keepUnusedDataFor: A_DAY }),
    series: build.query<SeriesListResponse, void>({ query: () => '/series', keepUnusedDataFor: A_DAY }),
  }),
});

export const { useGradesQuery, useSeriesQuery } = catalogApi;

/** Both lists for a form that offers them (the kit wizard): the lists, still loading, or failed. */
export function useCatalog() {
  const grades = useGradesQuery();
  const series = useSeriesQuery();
  return {
    grades: grades.data,
    series: series.data,
    loading: grades.isLoading || series.isLoading,
    failed: grades.isError || series.isError,
  };
}
