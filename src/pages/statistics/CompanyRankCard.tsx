import { MenuItem, Stack, TextField } from '@mui/material';
import { lazy, useEffect, useMemo, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { localeTag, useFormatNumber } from '../../widgets/useFormat';
import { useCompanyData, type DateRange } from './calls';
import { ChartCard } from './ChartCard';
import { useChartColors } from './chartColors';
import { companyRanking, formatRate, rangeFromQuery, rangeInverted } from './chartData';
import { DateRangeControl } from './DateRangeControl';

const CompanyRankChart = lazy(() => import('./CompanyRankChart'));

const TOPS = [10, 20, 50] as const;
const ROW_HEIGHT = 28;

const topOf = (params: URLSearchParams) => {
  const asked = Number(params.get('top'));
  return (TOPS as readonly number[]).includes(asked) ? asked : 20;
};

/** The period and the number of companies live in the page's URL, so that a view can be shared. */
function useRankQuery() {
  const [params, setParams] = useSearchParams();
  // The query last asked for: the navigation commits in a transition, and a second change made
  // before it lands (the "to" date right after the "from" date) must build on the first one.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null;
  }, [params]);
  const range = rangeFromQuery(params);
  const top = topOf(params);
  const update = (next: { range?: (current: DateRange) => DateRange; top?: number }) => {
    const base = asked.current ?? params;
    const current = rangeFromQuery(base);
    const r = next.range ? next.range(current) : current;
    const query = new URLSearchParams({ from: r.date_from ?? '', to: r.date_to ?? '', top: String(next.top ?? topOf(base)) });
    asked.current = query;
    setParams(query, { replace: true });
  };
  return { range, top, update };
}

/** company-inspect-data: the companies with the most inspections in a period, as ranked bars. */
export function CompanyRankCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const colors = useChartColors();
  const { range, top, update } = useRankQuery();
  const inverted = rangeInverted(range);
  const state = useCompanyData(range, top, !inverted);
  const points = useMemo(() => companyRanking(state.data, top), [state.data, top]);
  const rate = (value: number) => formatRate(value, localeTag(locale));
  const names = {
    normal: translate('statistics.companies.normal'),
    warnings: translate('statistics.companies.warnings'),
    inspections: translate('statistics.companies.inspections'),
    rate: translate('statistics.companies.rate'),
  };
  const first = points[0];
  const summary = first
    ? translate('statistics.companies.summary', {
        smart_count: points.length,
        top: first.name,
        inspections: formatNumber(first.inspections),
        warnings: formatNumber(first.warnings),
      })
    : undefined;
  const header = [translate('statistics.companies.rank'), translate('statistics.companies.company'), names.inspections, names.warnings, names.rate];

  return (
    <ChartCard
      title={translate('statistics.companies.title')}
      summary={summary}
      legend={[
        { label: names.normal, color: colors.inspections },
        { label: names.warnings, color: colors.warnings },
      ]}
      table={{
        header,
        csvHeader: [...header.slice(0, 4), translate('statistics.companies.rate_percent')],
        rows: points.map((p) => [p.rank, p.name, formatNumber(p.inspections), formatNumber(p.warnings), rate(p.rate)]),
        csvRows: points.map((p) => [p.rank, p.name, p.inspections, p.warnings, Number((p.rate * 100).toFixed(2))]),
      }}
      fileName={`company-ranking-${range.date_from ?? 'start'}-${range.date_to ?? 'today'}`}
      state={inverted ? { isPending: false, error: null, refetch: state.refetch } : state}
      empty={points.length === 0}
      emptyText={translate(inverted ? 'statistics.range.inverted' : 'statistics.companies.empty')}
      height={Math.max(160, points.length * ROW_HEIGHT + 32)}
      testId="company-chart"
      toolbar={
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DateRangeControl range={range} onChange={(next) => update({ range: next })} />
          <TextField select size="small" label={translate('statistics.companies.top')} value={top} onChange={(e) => update({ top: Number(e.target.value) })} sx={{ width: 120 }}>
            {TOPS.map((n) => (
              <MenuItem key={n} value={n}>
                {translate('statistics.companies.top_n', { n })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
    >
      <CompanyRankChart points={points} colors={colors} names={names} formatNumber={formatNumber} formatRate={rate} />
    </ChartCard>
  );
}
