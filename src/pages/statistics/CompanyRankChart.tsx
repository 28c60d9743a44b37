import { Box, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import type { ChartColors } from './chartColors';
import type { RankPoint } from './chartData';

interface Props {
  points: readonly RankPoint[];
  colors: ChartColors;
  names: { normal: string; warnings: string; inspections: string; rate: string };
  formatNumber: (value: number) => string;
  formatRate: (rate: number) => string;
}

/** Companies ranked by inspections, each bar split into inspections without and with a warning. */
export default function CompanyRankChart({ points, colors, names, formatNumber, formatRate }: Props) {
  const tick = { fill: colors.axis, fontSize: 12 };
  const Details = ({ active, payload }: TooltipContentProps<TooltipValueType, number | string>) => {
    const point = payload?.[0]?.payload as RankPoint | undefined;
    if (!active || !point) return null;
    return (
      <Box sx={{ bgcolor: colors.paper, color: colors.text, border: 1, borderColor: colors.grid, borderRadius: 1, p: 1, fontSize: 13 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {point.rank}. {point.name}
        </Typography>
        <div>{`${names.inspections}: ${formatNumber(point.inspections)}`}</div>
        <div style={{ color: colors.warnings }}>{`${names.warnings}: ${formatNumber(point.warnings)}`}</div>
        <div>{`${names.rate}: ${formatRate(point.rate)}`}</div>
      </Box>
    );
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...points]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} barCategoryGap={5} accessibilityLayer={false}>
        <CartesianGrid stroke={colors.grid} horizontal={false} />
        <XAxis type="number" tick={tick} stroke={colors.grid} allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} />
        <YAxis type="category" dataKey="short" tick={tick} stroke={colors.grid} width={170} interval={0} tickLine={false} />
        <Tooltip content={Details} cursor={{ fill: colors.grid, opacity: 0.4 }} />
        <Bar dataKey="normal" stackId="company" name={names.normal} fill={colors.inspections} isAnimationActive={false} />
        <Bar dataKey="warnings" stackId="company" name={names.warnings} fill={colors.warnings} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
