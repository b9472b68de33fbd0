import { useMemo } from 'react';
import type { Grade, SeriesListResponse } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';

// `GET /grades` and `GET /series`: the options of the list filters and the forms. The public lists
// (/product, /auction, /exchange/list) are opened cold, so these are read with the shell's HTTP client,
// not RTK Query (shared/hooks/use-http-resource.ts, issue 13). Reference data changes only with a
// release: an answer is kept for the whole visit.
const A_DAY_MS = 24 * 3600 * 1000;

export interface CatalogList<T> {
  data: T | undefined;
  /** the first answer is on its way */
  isLoading: boolean;
  /** it could not be read, and there is nothing to show */
  isError: boolean;
}

function useCatalogList<T>(path: string): CatalogList<T> {
  const res = useHttpResource<T>(path, A_DAY_MS);
  return { data: res.currentData, isLoading: res.currentData === undefined && res.isFetching, isError: res.error !== undefined };
}

export const useGrades = () => useCatalogList<Grade[]>('/grades');
export const useSeries = () => useCatalogList<SeriesListResponse>('/series');

/** Both lists for a form that offers them (the kit wizard): the lists, still loading, or failed. */
export function useCatalog() {
  const grades = useGrades();
  const series = useSeries();
  return {
    grades: grades.data,
    series: series.data,
    loading: grades.isLoading || series.isLoading,
    failed: grades.isError || series.isError,
  };
}

export interface CatalogOption {
  value: string;
  label: string;
}

/** Both lists as a filter's options: grades as "HG · High Grade" by code, series by name. */
export function useCatalogOptions() {
  const { grades, series, loading } = useCatalog();
  const gradeOptions = useMemo<CatalogOption[]>(
    () => (grades ?? []).map((g) => ({ value: g.code, label: `${g.code} · ${g.name}` })),
    [grades],
  );
  const seriesOptions = useMemo<CatalogOption[]>(() => (series ?? []).map((s) => ({ value: s.name, label: s.name })), [series]);
  return { gradeOptions, seriesOptions, loading };
}
