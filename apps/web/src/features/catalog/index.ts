export { catalogApi, useGradesQuery, useSeriesQuery } from './catalog-api';
