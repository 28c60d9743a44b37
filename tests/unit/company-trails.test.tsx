import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors';
import { makeCompanyBackend, type CompanyBackend, type TrailPoint } from './helpers/companyBackend';
import { query, renderCompany, SHOW, tableRows } from './helpers/companyHarness';
import { recordCanvases } from './helpers/recordingCanvas';

/** A day as the English date field shows and takes it. */
const enDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');


let backend: CompanyBackend;

// Every screen talks through the API client's `call`: here it reaches the fake backend.
vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return { ...actual, call: vi.fn((path: string, body?: Record<string, unknown>) => backend.call(path, body)) };
});

const drawn = recordCanvases();

const DAY = '2026-05-04';
/** A walk east then north, one point every 30 s from 08:00. */
const walk = (count: number): TrailPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 500 + i,
    lng: 116.3 + Math.min(i, 2) * 0.001,
    lat: 39.98 + Math.max(i - 2, 0) * 0.001,
    time: `${DAY} 08:${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  }));

beforeEach(() => {
  backend = makeCompanyBackend();
  backend.trails.set(`1|${DAY}`, walk(5));
  localStorage.clear();
  sessionStorage.clear();
});

/** The working day before today, `YYYY-MM-DD`. */
function previousWorkingDay() {
  const d = new Date();
  do d.setDate(d.getDate() - 1);
  while (d.getDay() === 0 || d.getDay() === 6);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

const TRAIL = `${SHOW}?tab=trails&staff=1&date=${DAY}`;
const player = () => screen.findByTestId('trail-player');
const trailCall = () => backend.callsTo('admin/staff/staff-trail').at(-1);

describe('the staff trails panel', { timeout: 60_000 }, () => {
  it('opens on the last working day with the first staff member who has a trail that day', async () => {
    backend.trails.set(`3|${previousWorkingDay()}`, walk(4));
    await renderCompany(`${SHOW}?tab=trails`);
    expect(await player()).toHaveAttribute('data-count', '4');
    expect(query()).toEqual({ tab: 'trails', staff: '3', date: previousWorkingDay() });
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue(enDay(previousWorkingDay())));
    expect(backend.callsTo('admin/staff/staff-trail').map((b) => b.id)).toEqual([1, 2, 3, 3]);
  });

  it('says so when nobody has a trail that day, and asks for a choice', async () => {
    await renderCompany(`${SHOW}?tab=trails`);
    expect(await screen.findByText('No one has a trail on this day. Choose a staff member or another day.')).toBeInTheDocument();
    expect(query()).toEqual({ tab: 'trails' });
    expect(screen.queryByTestId('trail-player')).not.toBeInTheDocument();
  });

  it('a cleared choice stays cleared', async () => {
    await renderCompany(`${SHOW}?tab=trails&staff=&date=${DAY}`);
    expect(await screen.findByText('Choose a staff member to see their trail.')).toBeInTheDocument();
    expect(trailCall()).toBeUndefined();
  });

  it('a link plays that person’s trail of that day', async () => {
    await renderCompany(TRAIL);
    const box = await player();
    expect(trailCall()).toEqual({ id: 1, date: DAY });
    expect(box).toHaveAttribute('data-count', '5');
    expect(box).toHaveAttribute('data-state', 'paused');
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:00:00');
    expect(within(box).getByText('5 points')).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Trail map' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue(enDay(DAY)));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('毛娟文 · 巡检员'));
  });

  it('asks for the company’s check points and the day’s clock records for the map and the coverage list', async () => {
    await renderCompany(TRAIL);
    const box = await player();
    await waitFor(() => expect(within(box).getByText('3 check points have no position.')).toBeInTheDocument());
    expect(backend.callsTo('operate/company/code-by-company').at(-1)).toEqual({ company_id: 1 });
    expect(backend.callsTo('admin/staff/staff-clock').at(-1)).toMatchObject({ id: 1, date_from: DAY, date_to: DAY });
    expect(within(box).getByRole('region', { name: 'Check points reached: 0 of 0' })).toBeInTheDocument();
  });

  // The marker's own drawing is being reworked for speed; the base and travelled layers are stable.
  it('draws the whole path with start and end pins, and the travelled part up to the scrubber', async () => {
    await renderCompany(TRAIL);
    const box = await player();
    const [base, progress] = [...box.querySelectorAll('canvas')].map((c) => drawn.get(c) ?? []);
    await waitFor(() => expect(base!.filter(([op]) => op === 'fillText').map(([, text]) => text)).toEqual(expect.arrayContaining(['End', 'Start', '50 m'])));
    // 221 m tall on 368 px: about 1.7 px a metre, so the 100 px scale bar is 50 m.
    // The end pin is drawn first, then the start pin; the walk goes east, then north (up).
    const [end, start] = base!.filter(([op]) => op === 'arc').map((args) => args.slice(1, 3) as number[]);
    expect(end![0]).toBeGreaterThan(start![0]!);
    expect(end![1]).toBeLessThan(start![1]!);
    const travelled = () => progress!.filter(([op]) => op === 'lineTo').map((args) => args.slice(1, 3) as number[]);
    expect(travelled()).toHaveLength(0);

    fireEvent.change(within(box).getByRole('slider', { name: 'Position in the trail' }), { target: { value: 4 } });
    await waitFor(() => expect(box).toHaveAttribute('data-index', '4'));
    // Four segments, ending on the end pin.
    expect(travelled()).toHaveLength(4);
    expect(travelled()[3]![0]).toBeCloseTo(end![0]!, 3);
    expect(travelled()[3]![1]).toBeCloseTo(end![1]!, 3);
  });

  it('plays, pauses, changes speed and scrubs, showing the time of the point under the marker', async () => {
    await renderCompany(TRAIL);
    const box = await player();
    fireEvent.click(within(box).getByRole('button', { name: 'Play' }));
    expect(box).toHaveAttribute('data-state', 'playing');
    fireEvent.click(within(box).getByRole('button', { name: 'Pause' }));
    expect(box).toHaveAttribute('data-state', 'paused');

    const speeds = within(within(box).getByRole('group', { name: 'Speed' })).getAllByRole('button');
    expect(speeds.map((b) => b.textContent)).toEqual(['1x', '2x', '4x', '8x', '16x']);
    expect(speeds[0]).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(speeds[4]!);
    expect(speeds[4]).toHaveAttribute('aria-pressed', 'true');
    expect(speeds[0]).toHaveAttribute('aria-pressed', 'false');

    const slider = within(box).getByRole('slider', { name: 'Position in the trail' });
    fireEvent.change(slider, { target: { value: 3 } });
    expect(box).toHaveAttribute('data-index', '3');
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:01:30');
    expect(slider).toHaveAttribute('aria-valuetext', `${DAY} 08:01:30`);
    fireEvent.click(within(box).getByRole('button', { name: 'Restart' }));
    expect(box).toHaveAttribute('data-index', '0');
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:00:00');
  });

  it('names a linked staff member who is beyond the picker’s first fifty', async () => {
    for (let id = 24; id <= 60; id++) backend.staff.push({ ...backend.staff[0]!, id, name: `后勤${id}`, position: '司机' });
    backend.trails.set(`60|${DAY}`, walk(3));
    await renderCompany(`${SHOW}?tab=trails&staff=60&date=${DAY}`);
    expect(await player()).toHaveAttribute('data-count', '3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('后勤60 · 司机'));
    expect(backend.callsTo('admin/staff/staff-list')).toContainEqual({ company_id: 1, id: 60 });
  });

  it('choosing someone in the picker (searched on the server) keeps them in the URL', async () => {
    await renderCompany(`${SHOW}?tab=trails`);
    const picker = await screen.findByRole('combobox', { name: 'Staff member' });
    fireEvent.change(picker, { target: { value: '冯静' } });
    await waitFor(() => expect(backend.callsTo('admin/staff/staff-list').at(-1)).toEqual({ company_id: 1, limit: 50, sort: 'id', order: 'asc', keyword: '冯静' }));
    fireEvent.click(await screen.findByRole('option', { name: '冯静 · 安全员' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'trails', staff: '12', date: previousWorkingDay() }));
    await waitFor(() => expect(trailCall()).toEqual({ id: 12, date: previousWorkingDay() }));
    expect(await screen.findByText('No trail points on this day.')).toBeInTheDocument();
  });

  it('the picker speaks the chosen language, also when nobody matches', async () => {
    await renderCompany(`${SHOW}?tab=trails`, 'zh');
    const picker = await screen.findByRole('combobox', { name: '员工' });
    expect(screen.getByRole('button', { name: '打开' })).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '不存在的人' } });
    await waitFor(() => expect(backend.callsTo('admin/staff/staff-list').at(-1)).toMatchObject({ keyword: '不存在的人' }));
    expect(await screen.findByText('没有匹配的员工。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('a new day replaces the URL in place, so back leaves the trails', async () => {
    await renderCompany(SHOW);
    await screen.findByRole('table', { name: 'Staff info' });
    fireEvent.click(within(tableRows('Staff info')[0]!).getByRole('button', { name: 'Trail' }));
    await waitFor(() => expect(query()).toEqual({ tab: 'trails', staff: '1' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: enDay(DAY) } });
    await waitFor(() => expect(query()).toEqual({ tab: 'trails', staff: '1', date: DAY }));
    expect(await player()).toHaveAttribute('data-count', '5');
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(query()).toEqual({}));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Staff info');
  });

  it('says when the day has no points', async () => {
    await renderCompany(`${SHOW}?tab=trails&staff=2&date=${DAY}`);
    expect(await screen.findByText('No trail points on this day.')).toBeInTheDocument();
    expect(screen.queryByTestId('trail-player')).not.toBeInTheDocument();
  });

  it('a single point is shown with its time and no playback controls', async () => {
    backend.trails.set(`1|${DAY}`, walk(1));
    await renderCompany(TRAIL, 'zh');
    const box = await player();
    expect(within(box).getByText(`该日只有一个轨迹点：${DAY} 08:00:00`)).toBeInTheDocument();
    expect(within(box).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: '播放' })).not.toBeInTheDocument();
  });

  it('shows that the trail is loading, then why it failed, and asks again on retry', async () => {
    const release = backend.hold('admin/staff/staff-trail');
    backend.failing.set('admin/staff/staff-trail', new ApiError(2005, 'The staff member does not exist.'));
    await renderCompany(TRAIL, 'es');
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(trailCall()).toBeDefined());
    expect(await within(panel).findByText('Cargando…')).toBeInTheDocument();
    release();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se pudo cargar: The staff member does not exist.');
    backend.failing.clear();
    fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await player()).toHaveAttribute('data-count', '5');
  });
});
