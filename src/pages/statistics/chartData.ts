// What the charts, their text alternatives and the CSV files show, computed from the API's
// answers: pure functions, tested without a browser.
import { csvCell } from '../../schema/exporter';
import type { CompanyRow, DataCount, DateRange, WeekRow } from './calls';

export const COUNTER_KEYS = ['companies', 'staff', 'check_points', 'inspections', 'warnings', 'governments'] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];

/** A count as a number: the server may answer numeric text; anything else counts as 0. */
export function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

export function counterItems(count: Partial<DataCount> | undefined): { key: CounterKey; value: number }[] {
  return COUNTER_KEYS.map((key) => ({ key, value: toCount(count?.[key]) }));
}

export interface WeekPoint {
  date: string;
  /** Short day for the axis, in the user's language: "11/16 Mon", "11/16 周一". */
  label: string;
  inspections: number;
  warnings: number;
}

function localDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 30 February would roll over into March: not a day.
  return date.getMonth() === Number(m[2]) - 1 && date.getDate() === Number(m[3]) ? date : null;
}

export function dayLabel(date: string, locale: string): string {
  const day = localDate(date);
  if (!day) return date;
  const monthDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' }).format(day);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(day);
  return `${monthDay} ${weekday}`;
}

/** week-data as chart points, oldest day first, whatever order the rows came in. */
export function weekSeries(rows: readonly WeekRow[] | undefined, locale: string): WeekPoint[] {
  return [...(rows ?? [])]
    .filter((row) => typeof row?.date === 'string')
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row) => ({ date: row.date, label: dayLabel(row.date, locale), inspections: toCount(row.inspections), warnings: toCount(row.warnings) }));
}

export interface WeekTotals {
  inspections: number;
  warnings: number;
  /** The day with the most inspections (the latest of equals), none when the week is empty. */
  busiest: WeekPoint | undefined;
}

export function weekTotals(points: readonly WeekPoint[]): WeekTotals {
  let busiest: WeekPoint | undefined;
  for (const point of points) if (point.inspections > 0 && (!busiest || point.inspections >= busiest.inspections)) busiest = point;
  return {
    inspections: points.reduce((sum, p) => sum + p.inspections, 0),
    warnings: points.reduce((sum, p) => sum + p.warnings, 0),
    busiest,
  };
}

/** Warnings per inspection, 0..1 (0 without inspections). */
export function warningRate(warnings: number, inspections: number): number {
  return inspections > 0 ? Math.min(1, warnings / inspections) : 0;
}

export interface RankPoint {
  id: number;
  rank: number;
  name: string;
  /** The axis label: long names shortened with an ellipsis (the full name is in the tooltip and table). */
  short: string;
  inspections: number;
  warnings: number;
  /** Inspections without a warning: with `warnings`, the two parts of the stacked bar. */
  normal: number;
  rate: number;
}

export function shortName(name: string, max = 12): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : name;
}

/** company-inspect-data ranked by inspections (then warnings, then name), most first. */
export function companyRanking(rows: readonly CompanyRow[] | undefined, limit = Infinity): RankPoint[] {
  return [...(rows ?? [])]
    .map((row) => {
      const inspections = toCount(row.inspections);
      const warnings = Math.min(toCount(row.warnings), inspections);
      return { row, inspections, warnings };
    })
    .sort((a, b) => b.inspections - a.inspections || b.warnings - a.warnings || a.row.company_name.localeCompare(b.row.company_name))
    .slice(0, limit)
    .map(({ row, inspections, warnings }, index) => ({
      id: row.company_id,
      rank: index + 1,
      name: row.company_name,
      short: shortName(row.company_name),
      inspections,
      warnings,
      normal: inspections - warnings,
      rate: warningRate(warnings, inspections),
    }));
}

/** 0.0826 -> "8.3%" in the user's language. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A CSV file: a BOM so that spreadsheet tools read Chinese right, CRLF lines, formula-safe cells. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}`;
}

/** A local date as the contract's `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const RANGE_PRESETS = ['7', '30', '90', 'all'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The last N days up to today (both included); `all` has no bounds. */
export function presetRange(preset: RangePreset, today: Date = new Date()): DateRange {
  if (preset === 'all') return {};
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (Number(preset) - 1));
  return { date_from: isoDate(from), date_to: isoDate(today) };
}

/** Which preset a range is, if any (so that the matching button shows pressed). */
export function presetOf(range: DateRange, today: Date = new Date()): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.date_from === range.date_from && candidate.date_to === range.date_to;
  }) ?? null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range in a page's query (`?from=&to=`): unreadable dates are dropped, and a missing
 * query means the default preset.
 */
export function rangeFromQuery(params: URLSearchParams, fallback: RangePreset = '30', today: Date = new Date()): DateRange {
  if (!params.has('from') && !params.has('to')) return presetRange(fallback, today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { date_from: DAY.test(from) && localDate(from) ? from : undefined, date_to: DAY.test(to) && localDate(to) ? to : undefined };
}

/** True when the end lies before the start (the server refuses it). */
export function rangeInverted(range: DateRange): boolean {
  return !!range.date_from && !!range.date_to && range.date_to < range.date_from;
}
