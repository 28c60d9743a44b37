import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInShell } from './helpers/shellHarness';

const settings = vi.hoisted(() => ({
  mapKey: '',
  mapTiles: 'https://tiles.example.org/{z}/{x}/{y}.png',
  mapTilesCrs: 'wgs84' as const,
  mapTilesAttribution: '© Example tiles',
  mapTilesMaxZoom: 18,
}));
vi.mock('../../src/config/env', async (original) => ({ config: { ...(await original<typeof import('../../src/config/env')>()).config, ...settings } }));
const { PositionMap } = await import('../../src/resources/companies/panels/PositionMap');

// The map's box is laid out 600 px wide (jsdom lays out nothing).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.querySelector(':scope > svg') ? 600 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

// Three people a few hundred metres apart in Xi'an (GCJ-02).
const positions = [
  { staff_id: 1, name: '张伟', at: '2026-05-04 08:00:00', lng: 108.95, lat: 34.2 },
  { staff_id: 2, name: '李娜', at: '2026-05-04 08:01:00', lng: 108.953, lat: 34.201 },
  { staff_id: 3, name: '王强', at: '2026-05-04 08:02:00', lng: 108.951, lat: 34.203 },
];

describe('the live map with a tile server configured', () => {
  it('lays the server’s tiles under the dots, credits them, and places the dots north up in the box', async () => {
    await renderInShell(<PositionMap positions={positions} colour={() => 'success.main'} />);
    const urls = () => [...document.querySelectorAll<HTMLImageElement>('[data-testid="map-tiles"] img')].map((img) => img.getAttribute('src')!);
    await waitFor(() => expect(urls().length).toBeGreaterThan(0));
    expect(urls().every((url) => /^https:\/\/tiles\.example\.org\/1[5-8]\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(screen.getByText('© Example tiles')).toBeInTheDocument();

    const map = screen.getByRole('img', { name: 'Where the staff are' });
    expect(map.getAttribute('viewBox')).toBe('0 0 600 338');
    const dot = (id: number) => {
      const c = map.querySelector(`circle[data-staff="${id}"]`)!;
      return { x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) };
    };
    for (const id of [1, 2, 3]) {
      expect(dot(id).x).toBeGreaterThanOrEqual(0);
      expect(dot(id).x).toBeLessThanOrEqual(600);
      expect(dot(id).y).toBeGreaterThanOrEqual(0);
      expect(dot(id).y).toBeLessThanOrEqual(338);
    }
    // East is right, north is up.
    expect(dot(2).x).toBeGreaterThan(dot(1).x);
    expect(dot(3).y).toBeLessThan(dot(2).y);
    // The tiles come first: the dots are drawn over them.
    const tiles = screen.getByTestId('map-tiles');
    expect(tiles.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
