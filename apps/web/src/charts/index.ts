// Charts for public pages, drawn on the server as SVG with their numbers as a table (ADR 34).
export { type ChartSeries, type MonthCounts, monthLabel, monthTotal } from './months';
export { StackedMonthBars, type StackedMonthBarsProps } from './StackedMonthBars';
