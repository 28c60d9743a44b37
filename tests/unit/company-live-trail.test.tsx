import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deliver } from '../../src/live/liveHub';
import { localDate } from '../../src/resources/companies/panels/days';
import { makeCompanyBackend, type CompanyBackend, type TrailPoint } from './helpers/companyBackend';
import { renderCompany, SHOW } from './helpers/companyHarness';
import { recordCanvases } from './helpers/recordingCanvas';

let backend: CompanyBackend;

vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return { ...actual, call: vi.fn((path: string, body?: Record<string, unknown>) => backend.call(path, body)) };
});

recordCanvases();

const TODAY = localDate();
const YESTERDAY = localDate(-1);
const at = (day: string, minute: number) => `${day} 08:${String(minute).padStart(2, '0')}:00`;
/** A walk east along one street, a point a minute from 08:00. */
const walk = (day: string, from: number, count: number): TrailPoint[] =>
  Array.from({ length: count }, (_, i) => ({ id: 900 + from + i, lng: 116.3 + (from + i) * 0.0005, lat: 39.98, time: at(day, from + i) }));
const position = (minute: number, staffId = 1, companyId = 1) =>
  act(() => deliver({ kind: 'position', staff_id: staffId, company_id: companyId, at: at(TODAY, minute), lng: 116.3 + minute * 0.0005, lat: 39.98 }));
const player = () => screen.findByTestId('trail-player');
const coverageRow = (name: string) => within(screen.getByTestId('trail-coverage')).getByText(name).closest('[data-reached]')!;

beforeEach(() => {
  backend = makeCompanyBackend();
  // Two placed check points on the street: the walk passes the first and not (yet) the second.
  backend.checkPoints = [
    { ...backend.checkPoints[0]!, lng: 116.3005, lat: 39.98 } as (typeof backend.checkPoints)[number],
    { ...backend.checkPoints[1]!, lng: 116.305, lat: 39.98 } as (typeof backend.checkPoints)[number],
  ];
  backend.inspections = [];
  backend.trails.set(`1|${TODAY}`, walk(TODAY, 0, 3));
  backend.trails.set(`1|${YESTERDAY}`, walk(YESTERDAY, 0, 3));
  localStorage.clear();
  sessionStorage.clear();
});

describe('today’s trail in an open player', { timeout: 60_000 }, () => {
  it('grows with the person’s position events, then takes the points between from the server', async () => {
    await renderCompany(`${SHOW}?tab=trails&staff=1&date=${TODAY}`);
    const box = await player();
    expect(box).toHaveAttribute('data-count', '3');
    const reads = backend.callsTo('admin/staff/staff-trail').length;

    // Another person's, another company's and an older position change nothing.
    position(6, 2);
    position(6, 1, 2);
    position(1);
    expect(box).toHaveAttribute('data-count', '3');

    // The phone sent minutes 3 to 6 in one batch: the stream tells only the last one.
    backend.trails.set(`1|${TODAY}`, walk(TODAY, 0, 7));
    position(6);
    expect(box).toHaveAttribute('data-count', '4');
    await waitFor(() => expect(box).toHaveAttribute('data-count', '7'), { timeout: 4000 });
    expect(backend.callsTo('admin/staff/staff-trail').slice(reads)).toEqual([{ id: 1, date: TODAY }]);
    // The same player, not a new one: the screen was not reloaded.
    expect(screen.getByTestId('trail-player')).toBe(box);
  });

  it('ticks the check points the person inspected today, read again after a warning of the company', async () => {
    await renderCompany(`${SHOW}?tab=trails&staff=1&date=${TODAY}`);
    await player();
    await waitFor(() => expect(coverageRow('一号厂房配电室')).toHaveAttribute('data-reached', 'true'));
    expect(coverageRow('液氧储罐区')).toHaveAttribute('data-reached', 'false');
    expect(backend.callsTo('admin/standing/inspect-list').at(-1)).toEqual({ company_id: 1, staff_id: 1, date_from: TODAY, date_to: TODAY, limit: 100 });

    const inspection = { ...makeCompanyBackend().inspections[0]!, check_point_id: 12, staff_id: 1, status: 'error' as const };
    // Yesterday's and another person's inspections of the point do not count.
    backend.inspections = [
      { ...inspection, id: 1, created_at: `${YESTERDAY} 09:00:00` },
      { ...inspection, id: 2, staff_id: 2, created_at: `${TODAY} 08:59:00` },
    ];
    act(() => deliver({ kind: 'warning', id: 2, company_id: 1, at: `${TODAY} 08:59:00` }));
    const reads = backend.callsTo('admin/standing/inspect-list').length;
    await waitFor(() => expect(backend.callsTo('admin/standing/inspect-list').length).toBeGreaterThan(reads), { timeout: 4000 });
    expect(coverageRow('液氧储罐区')).toHaveAttribute('data-reached', 'false');

    backend.inspections.push({ ...inspection, id: 3, created_at: `${TODAY} 09:12:00` }, { ...inspection, id: 4, created_at: `${TODAY} 09:40:00` });
    act(() => deliver({ kind: 'warning', id: 4, company_id: 1, at: `${TODAY} 09:40:00` }));
    await waitFor(() => expect(coverageRow('液氧储罐区')).toHaveAttribute('data-inspected', 'true'), { timeout: 4000 });
    expect(coverageRow('液氧储罐区')).toHaveAttribute('data-reached', 'true');
    expect(within(coverageRow('液氧储罐区') as HTMLElement).getByText('Inspected at 09:12:00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check points reached: 2 of 2' })).toBeInTheDocument();
  });

  it('leaves another day’s trail as it was read', async () => {
    await renderCompany(`${SHOW}?tab=trails&staff=1&date=${YESTERDAY}`);
    const box = await player();
    act(() => deliver({ kind: 'position', staff_id: 1, company_id: 1, at: at(YESTERDAY, 9), lng: 116.31, lat: 39.98 }));
    position(9);
    expect(box).toHaveAttribute('data-count', '3');
    expect(backend.callsTo('admin/standing/inspect-list')).toEqual([]);
  });
});
