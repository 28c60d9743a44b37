import { describe, expect, it } from 'vitest';
import {
  companyRanking,
  counterItems,
  csvText,
  dayLabel,
  formatRate,
  presetOf,
  presetRange,
  rangeFromQuery,
  rangeInverted,
  shortName,
  toCount,
  weekSeries,
  weekTotals,
} from '../../src/pages/statistics/chartData';

const TODAY = new Date(2026, 10, 22, 15, 30);

describe('counters', () => {
  it('come in a fixed order, with numeric text read as numbers and anything else as 0', () => {
    expect(counterItems({ companies: 60, staff: '586' as never, check_points: -1, inspections: 20000, warnings: undefined, governments: NaN })).toEqual([
      { key: 'companies', value: 60 },
      { key: 'staff', value: 586 },
      { key: 'check_points', value: 0 },
      { key: 'inspections', value: 20000 },
      { key: 'warnings', value: 0 },
      { key: 'governments', value: 0 },
    ]);
    expect(counterItems(undefined).every((c) => c.value === 0)).toBe(true);
    expect(toCount('abc')).toBe(0);
  });
});

describe('the week trend', () => {
  const rows = [
    { date: '2026-11-22', inspections: 6, warnings: 2 },
    { date: '2026-11-16', inspections: 275, warnings: 21 },
    { date: '2026-11-17', inspections: 275, warnings: 27 },
  ];

  it('orders days oldest first and labels them in the user language', () => {
    const points = weekSeries(rows, 'en-US');
    expect(points.map((p) => p.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-22']);
    expect(points[0]).toEqual({ date: '2026-11-16', label: '11/16 Mon', inspections: 275, warnings: 21 });
    expect(dayLabel('2026-11-16', 'zh-CN')).toBe('11/16 周一');
    expect(dayLabel('not a day', 'en-US')).toBe('not a day');
    expect(weekSeries(undefined, 'en-US')).toEqual([]);
  });

  it('sums the week and finds the busiest day (the latest of equals)', () => {
    const totals = weekTotals(weekSeries(rows, 'en-US'));
    expect(totals.inspections).toBe(556);
    expect(totals.warnings).toBe(50);
    expect(totals.busiest?.date).toBe('2026-11-17');
    expect(weekTotals(weekSeries([{ date: '2026-11-16', inspections: 0, warnings: 0 }], 'en-US')).busiest).toBeUndefined();
  });
});

describe('the company ranking', () => {
  const rows = [
    { company_id: 2, company_name: '西安宇航精密机电有限公司', inspections: 400, warnings: 40 },
    { company_id: 1, company_name: '武汉航空惯性导航工程有限公司', inspections: 505, warnings: 43 },
    { company_id: 3, company_name: 'B', inspections: 400, warnings: 50 },
    { company_id: 4, company_name: 'Broken', inspections: 3, warnings: 9 },
  ];

  it('ranks by inspections, then warnings, and splits each bar into parts that add up', () => {
    const points = companyRanking(rows);
    expect(points.map((p) => [p.rank, p.id])).toEqual([[1, 1], [2, 3], [3, 2], [4, 4]]);
    expect(points[0]).toMatchObject({ inspections: 505, warnings: 43, normal: 462 });
    expect(points[0].rate).toBeCloseTo(43 / 505);
    // More warnings than inspections cannot be: capped, never a negative bar.
    expect(points[3]).toMatchObject({ inspections: 3, warnings: 3, normal: 0, rate: 1 });
    expect(companyRanking(rows, 2)).toHaveLength(2);
    expect(companyRanking(undefined)).toEqual([]);
  });

  it('shortens long names for the axis only', () => {
    expect(shortName('武汉航空惯性导航工程有限公司')).toBe('武汉航空惯性导航工程有…');
    expect(shortName('短名')).toBe('短名');
    expect(companyRanking(rows)[0].name).toBe('武汉航空惯性导航工程有限公司');
  });

  it('words rates per language', () => {
    expect(formatRate(0.0851, 'en-US')).toBe('8.5%');
    expect(formatRate(0.0851, 'es-ES')).toMatch(/^8,5\s?%$/);
  });
});

describe('CSV', () => {
  it('has a BOM, CRLF lines, quoted and formula-safe cells, plain numbers', () => {
    const csv = csvText(['Company', 'Inspections'], [['=HYPERLINK("x")', 1234], ['A, B', -5]]);
    expect(csv).toBe('\uFEFFCompany,Inspections\r\n"\'=HYPERLINK(""x"")",1234\r\n"A, B",-5');
  });
});

describe('date ranges', () => {
  it('presets count today in', () => {
    expect(presetRange('7', TODAY)).toEqual({ date_from: '2026-11-16', date_to: '2026-11-22' });
    expect(presetRange('30', TODAY)).toEqual({ date_from: '2026-10-24', date_to: '2026-11-22' });
    expect(presetRange('all', TODAY)).toEqual({});
    expect(presetOf({ date_from: '2026-11-16', date_to: '2026-11-22' }, TODAY)).toBe('7');
    expect(presetOf({}, TODAY)).toBe('all');
    expect(presetOf({ date_from: '2026-11-01', date_to: '2026-11-22' }, TODAY)).toBeNull();
  });

  it('are read from the page query: none means the default, bad dates are dropped', () => {
    expect(rangeFromQuery(new URLSearchParams(''), '30', TODAY)).toEqual({ date_from: '2026-10-24', date_to: '2026-11-22' });
    expect(rangeFromQuery(new URLSearchParams('from=&to='), '30', TODAY)).toEqual({ date_from: undefined, date_to: undefined });
    expect(rangeFromQuery(new URLSearchParams('from=2026-02-30&to=2026-03-01'), '30', TODAY)).toEqual({ date_from: undefined, date_to: '2026-03-01' });
  });

  it('know an end before the start', () => {
    expect(rangeInverted({ date_from: '2026-11-02', date_to: '2026-11-01' })).toBe(true);
    expect(rangeInverted({ date_from: '2026-11-01', date_to: '2026-11-01' })).toBe(false);
    expect(rangeInverted({ date_to: '2026-11-01' })).toBe(false);
  });
});
