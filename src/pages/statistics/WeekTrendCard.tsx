import { lazy, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { localeTag, useFormatNumber } from '../../widgets/useFormat';
import { useWeekData } from './calls';
import { ChartCard } from './ChartCard';
import { useChartColors } from './chartColors';
import { weekSeries, weekTotals } from './chartData';

// recharts loads with the first chart, never with the page around it.
const WeekTrendChart = lazy(() => import('./WeekTrendChart'));

/** week-data: the last seven days of inspections and warnings. */
export function WeekTrendCard({ height = 280 }: { height?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const colors = useChartColors();
  const state = useWeekData();
  const points = useMemo(() => weekSeries(state.data, localeTag(locale)), [state.data, locale]);
  const totals = weekTotals(points);
  const names = { inspections: translate('statistics.week.inspections'), warnings: translate('statistics.week.warnings') };
  const summary = translate(totals.busiest ? 'statistics.week.summary' : 'statistics.week.summary_quiet', {
    inspections: formatNumber(totals.inspections),
    warnings: formatNumber(totals.warnings),
    day: totals.busiest?.label ?? '',
    most: formatNumber(totals.busiest?.inspections ?? 0),
  });
  const header = [translate('statistics.week.date'), names.inspections, names.warnings];
  return (
    <ChartCard
      title={translate('statistics.week.title')}
      summary={summary}
      legend={[
        { label: names.inspections, color: colors.inspections },
        { label: names.warnings, color: colors.warnings },
      ]}
      table={{
        header,
        rows: points.map((p) => [p.label, formatNumber(p.inspections), formatNumber(p.warnings)]),
        csvRows: points.map((p) => [p.date, p.inspections, p.warnings]),
      }}
      fileName="week-trend"
      state={state}
      empty={points.length === 0}
      emptyText={translate('statistics.week.empty')}
      height={height}
      testId="week-chart"
    >
      <WeekTrendChart points={points} colors={colors} names={names} formatNumber={formatNumber} />
    </ChartCard>
  );
}
