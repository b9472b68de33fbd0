// Charts drawn as SVG by our own components (time series, category bars, a ring of shares), with
// their tooltip, legend and keyboard reading. Import this folder only from lazily loaded pages and
// features (the dashboards, the shop's pages).
export { CategoryBars, type CategoryDatum } from './category-bars';
export { axisValue, dayLong, dayTick, fullValue, type ValueKind } from './chart-format';
export { PeriodPicker } from './period-picker';
export { ShareDonut, type ShareDatum } from './share-donut';
export { TimeSeriesChart, type SeriesSpec, type TimePoint } from './time-series-chart';
