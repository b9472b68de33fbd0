// Charts drawn with recharts. Import this folder only from lazily loaded pages and features (the
// dashboards, the shop's pages): the library must never reach the home page's JavaScript.
export { CategoryBars, type CategoryDatum } from './category-bars';
export { axisValue, dayLong, dayTick, fullValue, type ValueKind } from './chart-format';
export { PeriodPicker } from './period-picker';
export { ShareDonut, type ShareDatum } from './share-donut';
export { TimeSeriesChart, type SeriesSpec, type TimePoint } from './time-series-chart';
