import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The closed network refuses Chromium's own background calls; these flags keep it quiet.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** A fresh browser profile per journey: no cookies or storage carried between tests. */
export async function openBrowser(options: { width?: number; height?: number; locale?: string; base?: string } = {}): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'ops-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? 'zh-CN',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const base = options.base ?? inject('consoleUrl');
  return {
    context,
    page,
    url: (path: string) => `${base}${path}`,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real login page. */
export async function loginAs(session: Session, account = 'admin', password = 'admin123', path = '/login') {
  const { page } = session;
  await page.goto(session.url(path));
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}
