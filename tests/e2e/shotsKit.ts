// Screenshot suites (*.shots.ts, `npm run shots`): screens taken in every language, colour mode and width
// asked for, written to /tmp/shots for a person to look at, each checked for a page wider
// than the window.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Session } from './browser';

export const SHOTS_DIR = '/tmp/shots';

export interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

export interface Looks {
  languages: string[];
  widths: number[];
  height: (width: number) => number;
}

/** Runs `take` once per language, colour mode and width, with each set; `take` gets `zh-light-1366`. */
export async function inEveryLook(session: Session, looks: Looks, take: (look: string) => Promise<void>): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const { page, context } = session;
  for (const language of looks.languages) {
    await context.addCookies([{ name: 'language', value: language, url: session.url('/') }]);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => localStorage.setItem('ops-settings', JSON.stringify({ mode: m })), mode);
      for (const width of looks.widths) {
        await page.setViewportSize({ width, height: looks.height(width) });
        await take(`${language}-${mode}-${width}`);
      }
    }
  }
}

/** Opens the screen, waits for it to settle and saves `<name>.png`; answers a line when the page is wider than the window. */
export async function shoot(session: Session, screen: Screen, name: string, options: { fullPage?: boolean } = {}): Promise<string | null> {
  const { page } = session;
  await page.goto(session.url(screen.path));
  await screen.ready(page);
  // Fonts, charts and the relative times settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: options.fullPage ?? false });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return wide > 0 ? `${name}: ${wide}px too wide` : null;
}
