export { BarChart, type BarDatum } from './bar-chart';
export { HorizontalBarChart, type HBarDatum } from './horizontal-bar-chart';
export { DonutChart, type DonutDatum } from './donut-chart';
