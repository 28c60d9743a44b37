import { describe, expect, it } from 'vitest';
import { formatNumber, parseDateTime, relativeTime } from '../../src/utils/format';

/** Spec §9's helpers: thousand separators and relative time; the contract's date format. */

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [0.005, '0.01'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%d -> %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('%d -> empty', (value) => {
    expect(formatNumber(value)).toBe('');
  });

  it('follows the locale it is given', () => {
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
  });
});

describe('parseDateTime', () => {
  const parts = (d: Date | null) =>
    d && [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];

  it('reads YYYY-MM-DD HH:mm:ss as local time', () => {
    expect(parts(parseDateTime('2024-03-05 07:08:09'))).toEqual([2024, 3, 5, 7, 8, 9]);
  });

  it('accepts a T separator, no seconds, a date alone, and surrounding spaces', () => {
    expect(parts(parseDateTime('2024-03-05T07:08:09'))).toEqual([2024, 3, 5, 7, 8, 9]);
    expect(parts(parseDateTime('2024-03-05 07:08'))).toEqual([2024, 3, 5, 7, 8, 0]);
    expect(parts(parseDateTime('2024-03-05'))).toEqual([2024, 3, 5, 0, 0, 0]);
    expect(parts(parseDateTime('  2024-12-31 23:59:59 '))).toEqual([2024, 12, 31, 23, 59, 59]);
  });

  it('knows the calendar edges', () => {
    expect(parts(parseDateTime('2024-02-29 00:00:00'))).toEqual([2024, 2, 29, 0, 0, 0]);
    expect(parts(parseDateTime('2000-01-01 00:00:00'))).toEqual([2000, 1, 1, 0, 0, 0]);
  });

  it.each([
    '',
    'yesterday',
    '2024/03/05 07:08:09',
    '24-03-05',
    '2024-3-5',
    '2024-03-05 7:08:09',
    '2024-03-05 07:08:09.123',
    '2024-03-05 07:08:09Z',
  ])('%j is not the contract format -> null', (value) => {
    expect(parseDateTime(value)).toBeNull();
  });

  it.each([
    '2024-13-01 00:00:00',
    '2024-00-10 00:00:00',
    '2023-02-29 00:00:00',
    '2024-04-31 00:00:00',
    '2024-03-00 00:00:00',
    '2024-03-05 24:00:00',
    '2024-03-05 23:60:00',
    '2024-03-05 23:59:60',
  ])('%j is no real moment -> null (never rolled over)', (value) => {
    expect(parseDateTime(value)).toBeNull();
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);

  it.each([
    [0, 'just_now', 0],
    [59, 'just_now', 0],
    [59.999, 'just_now', 0],
    [60, 'minutes', 1],
    [119, 'minutes', 1],
    [120, 'minutes', 2],
    [3599, 'minutes', 59],
    [3600, 'hours', 1],
    [7199, 'hours', 1],
    [86399, 'hours', 23],
    [86400, 'days', 1],
    [172799, 'days', 1],
    [172800, 'days', 2],
    [400 * 86400, 'days', 400],
  ] as const)('%d s ago -> %s %d', (seconds, unit, count) => {
    expect(ago(seconds)).toEqual({ unit, count });
  });

  it('a moment in the future (clock skew) reads as just now', () => {
    expect(ago(-3600)).toEqual({ unit: 'just_now', count: 0 });
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date(Date.now() - 5 * 60_000))).toEqual({ unit: 'minutes', count: 5 });
  });
});
