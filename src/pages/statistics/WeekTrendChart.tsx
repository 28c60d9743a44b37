import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartColors } from './chartColors';
import type { WeekPoint } from './chartData';

interface Props {
  points: readonly WeekPoint[];
  colors: ChartColors;
  names: { inspections: string; warnings: string };
  formatNumber: (value: number) => string;
}

/**
 * The last seven days: inspections as bars (left axis) and warnings as a line (right axis),
 * since warnings are a small share and would lie flat on the inspections' scale.
 */
export default function WeekTrendChart({ points, colors, names, formatNumber }: Props) {
  const tick = { fill: colors.axis, fontSize: 12 };
  const format = (value: unknown) => formatNumber(Number(value));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke={colors.grid} tickLine={false} interval={0} />
        <YAxis yAxisId="inspections" tick={{ ...tick, fill: colors.inspections }} stroke={colors.grid} allowDecimals={false} tickFormatter={format} width={48} />
        <YAxis yAxisId="warnings" orientation="right" tick={{ ...tick, fill: colors.warnings }} stroke={colors.grid} allowDecimals={false} tickFormatter={format} width={40} />
        <Tooltip
          formatter={(value, name) => [format(value), name]}
          contentStyle={{ background: colors.paper, borderColor: colors.grid, color: colors.text }}
          labelStyle={{ color: colors.text }}
          cursor={{ fill: colors.grid, opacity: 0.4 }}
        />
        <Bar yAxisId="inspections" dataKey="inspections" name={names.inspections} fill={colors.inspections} radius={[3, 3, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        <Line
          yAxisId="warnings"
          dataKey="warnings"
          name={names.warnings}
          stroke={colors.warnings}
          strokeWidth={2}
          dot={{ r: 3, fill: colors.warnings }}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
