import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TrailPlayer, { type TrailCheckPoint, type TrailClock } from '../../src/resources/companies/trail/TrailPlayer';
import { renderInAdmin } from './helpers/resourceHarness';
import { recordCanvases } from './helpers/recordingCanvas';

const drawn = recordCanvases();

// 0.0001° of latitude is about 11 m: a walk north from 30°N, 120°E, one point every 10 s.
const points = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, lng: 120, lat: 30 + i * 0.0001, time: `2026-05-04 08:0${Math.floor((i * 10) / 60)}:${String((i * 10) % 60).padStart(2, '0')}` }));
const checkPoints: TrailCheckPoint[] = [
  { id: 1, name: 'North gate', lng: 120.0001, lat: 30.0015, radius: null },
  { id: 2, name: 'Boiler room', lng: 120.002, lat: 30.001, radius: 30 },
  { id: 3, name: 'Store', lng: null, lat: null },
];
const clocks: TrailClock[] = [{ id: 9, type: 'in', time: '2026-05-04 07:58:00', lng: 120, lat: 29.9999 }];

describe('check points on the trail and the patrol coverage', () => {
  it('lists each placed check point as reached (with its moment) or missed (with how close), draws them named, and seeks on a click', async () => {
    await renderInAdmin(<TrailPlayer points={points} checkPoints={checkPoints} clocks={clocks} />);
    const box = screen.getByTestId('trail-player');
    const list = within(box).getByRole('region', { name: 'Check points reached: 1 of 2' });
    const [gate, boiler] = within(list).getAllByRole('button');
    // North gate: level with point 15 and 9.6 m east of it. Within the default 30 m from 28.4 m
    // before, i.e. 138.2 m along the path: index 12.44, 08:02:04.
    expect(gate).toHaveTextContent('North gate');
    expect(gate).toHaveTextContent('Reached at 08:02:04');
    // Boiler room: about 193 m east of the path.
    expect(boiler).toHaveTextContent('Not reached · came within 193 m (reach 30 m)');
    expect(within(box).getByText('1 check point has no position.')).toBeInTheDocument();

    // Named on the map: both check points and the clock-in place.
    const base = drawn.get(box.querySelector('canvas')!)!;
    await waitFor(() => expect(base.filter(([op]) => op === 'fillText').map(([, text]) => text)).toEqual(expect.arrayContaining(['North gate', 'Boiler room', 'Clock in 07:58:00'])));

    fireEvent.click(gate!);
    await waitFor(() => expect(box).toHaveAttribute('data-index', '12'));
    fireEvent.click(boiler!);
    await waitFor(() => expect(box).toHaveAttribute('data-index', '10'));
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:01:40');
  });

  it('shows no coverage list when the check points could not be had', async () => {
    await renderInAdmin(<TrailPlayer points={points} checkPoints={null} clocks={clocks} />);
    expect(screen.getByTestId('trail-player')).toBeInTheDocument();
    expect(screen.queryByTestId('trail-coverage')).toBeNull();
  });

  it('says when the company has no placed check points', async () => {
    await renderInAdmin(<TrailPlayer points={points} checkPoints={[]} />, 'es');
    expect(within(screen.getByTestId('trail-coverage')).getByText('Esta empresa no tiene puntos de control con posición.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Puntos de control alcanzados: 0 de 0' })).toBeInTheDocument();
  });
});
