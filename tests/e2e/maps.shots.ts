import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from './browser';
import { signedIn } from './shellPages';
import { inEveryLook, shoot, type Screen } from './shotsKit';

/**
 * Screenshots of the map screens (a trail with its check points and coverage, scrolled to the
 * coverage on a phone; the check point form with its reach) in Chinese and Spanish, light and
 * dark, at 1366 and 360 px (npm run shots; /tmp/shots/maps-*.png), each checked for a page wider
 * than the window. The AMap journey adds the form's map (maps.e2e.ts).
 */

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const timeout = 30_000;
const SCREENS: Screen[] = [
  {
    name: 'trail',
    path: '/company/index/1/show?tab=trails',
    ready: async (p) => {
      await p.getByTestId('trail-coverage').getByRole('button').first().waitFor({ timeout });
      // On a phone the list is under the map: bring it into view.
      await p.getByTestId('trail-coverage').scrollIntoViewIfNeeded();
    },
  },
  { name: 'check-create', path: '/check/index/create', ready: (p) => p.locator('input[name="radius"]').waitFor({ timeout }) },
];

describe('map screens, looked at', () => {
  it('takes each map screen at 1366 and 360 px, in Chinese and Spanish, light and dark', { timeout: 600_000 }, async () => {
    session = await signedIn({ language: 'zh' });
    const overflowing: string[] = [];
    await inEveryLook(session, { languages: ['zh', 'es'], widths: [1366, 360], height: (width) => (width < 500 ? 760 : 900) }, async (look) => {
      for (const screen of SCREENS) {
        const wide = await shoot(session!, screen, `maps-${screen.name}-${look}`);
        if (wide) overflowing.push(wide);
      }
    });
    expect(overflowing).toEqual([]);
  });
});
