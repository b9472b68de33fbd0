export { useCatalog, useCatalogOptions, useGrades, useSeries, type CatalogList, type CatalogOption } from './catalog-data';
