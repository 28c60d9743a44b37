import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { drawnTexts, recordCanvases } from './helpers/recordingCanvas';

const settings = vi.hoisted(() => ({
  mapKey: '',
  mapTiles: 'https://tiles.example.org/{z}/{x}/{y}.png',
  mapTilesCrs: 'wgs84' as const,
  mapTilesAttribution: '© Example tiles',
  mapTilesMaxZoom: 18,
}));
vi.mock('../../src/config/env', () => ({ config: settings }));
const { TrailCanvas } = await import('../../src/resources/companies/trail/TrailCanvas');

const drawn = recordCanvases();

// A walk of about 400 m in Xi'an (GCJ-02), with a check point on it.
const points = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, lng: 108.95 + i * 0.001, lat: 34.2, time: `2026-05-04 08:0${i}:00` }));
const labels = { start: 'Start', end: 'End', map: 'Trail map' };

describe('the offline map with a tile server configured', () => {
  it('lays the server’s tiles under the path and credits them', async () => {
    render(<TrailCanvas points={points} places={[{ key: 'cp-1', kind: 'reached', label: 'Gate', lng: 108.952, lat: 34.2, radius: 30 }]} labels={labels} height={440} />);
    const urls = () => [...document.querySelectorAll<HTMLImageElement>('[data-testid="map-tiles"] img')].map((img) => img.getAttribute('src')!);
    await waitFor(() => expect(urls().length).toBeGreaterThan(1));
    expect(urls().every((url) => /^https:\/\/tiles\.example\.org\/1[5-8]\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(screen.getByText('© Example tiles')).toBeInTheDocument();
    // The path, its pins and the check point are drawn over the tiles.
    expect(drawnTexts(drawn)).toEqual(expect.arrayContaining(['Start', 'End', 'Gate']));
  });
});
