// Helpers of the map journeys (maps.e2e.ts): the server's own answers for a seeded trail, and
// what the offline map and the coverage list show.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { coverage, type CoverageEntry } from '../../src/resources/companies/trail/coverage';
import { pick, trailDay } from './companiesKit';
import { loginAs, type Session } from './browser';

interface Point {
  id: number;
  lng: number;
  lat: number;
  time: string;
}
export interface CheckPoint {
  id: number;
  name: string;
  lng: number | null;
  lat: number | null;
  radius: number;
}

/** The API of a service at `base` (docs/API.md: POST, form body, X-Token), as the admin. */
export function apiAt(base: string) {
  let token: Promise<string> | undefined;
  const post = async <T>(path: string, body: Record<string, string | number>, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    });
    const envelope = (await response.json()) as { error: number; message: string; data: T };
    if (envelope.error !== 2000) throw new Error(`${path}: ${envelope.error} ${envelope.message}`);
    return envelope.data;
  };
  return async <T>(path: string, body: Record<string, string | number> = {}): Promise<T> => {
    token ??= post<{ token: string }>('operate/auth/login', { account: 'admin', password: 'admin123' }).then((d) => d.token);
    return post<T>(path, body, { 'X-Token': await token });
  };
}

export type Api = ReturnType<typeof apiAt>;

/** Company 1, its first staff member with a trail on the seeded day, and its check points. */
export async function seededTrail(api: Api) {
  const date = trailDay();
  const company = await api<{ id: number; name: string }>('operate/company/company-detail', { id: 1 });
  const staff = await api<{ list: { id: number }[] }>('admin/staff/staff-list', { company_id: 1, limit: 20, sort: 'id', order: 'asc' });
  for (const member of staff.list) {
    const trail = await api<{ points: Point[] }>('admin/staff/staff-trail', { id: member.id, date });
    if (trail.points.length > 10) {
      const checkPoints = await api<CheckPoint[]>('operate/company/code-by-company', { company_id: 1 });
      return { company, staffId: member.id, date, points: trail.points, checkPoints };
    }
  }
  throw new Error('the seed has no trail for company 1');
}

/** What the coverage list must say, computed from the server's data by the console's own module. */
export const expectedCoverage = (points: Point[], checkPoints: CheckPoint[]): CoverageEntry[] =>
  coverage(
    points,
    checkPoints.filter((c) => c.lng !== null && c.lat !== null).map((c) => ({ id: c.id, name: c.name, lng: c.lng!, lat: c.lat!, radius: c.radius })),
  );

export const trailPath = (staffId: number, date: string) => `/company/index/1/show?tab=trails&staff=${staffId}&date=${date}`;

/** The coverage list's buttons, in order. */
export const coverageButtons = (page: Page): Locator => page.getByTestId('trail-coverage').getByRole('button');

/** Logs in once for the whole file (logins are throttled). */
export async function logIn(session: Session) {
  await loginAs(session);
  await session.page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Creates a check point of company 1 through the form, at a position set by `fill`. */
export async function createCheckPoint(session: Session, companyName: string, name: string, fill: (page: Page) => Promise<void>) {
  const { page } = session;
  await page.goto(session.url('/check/index/create'));
  await page.locator('input[name="name"]').fill(name);
  await pick(page, '所属企业', companyName);
  await fill(page);
  await page.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => page.getByTestId('created-label').count(), { timeout: 20_000 }).toBe(1);
}

/** Pixels of one colour on a canvas of the player (0: the base map). */
export const pixelsOf = (player: Locator, [r, g, b]: [number, number, number], layer = 0) =>
  player.evaluate(
    (box, [layer, r, g, b]) => {
      const canvas = box.querySelectorAll('canvas')[layer]!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) < 3 && Math.abs(data[i + 1]! - g!) < 3 && Math.abs(data[i + 2]! - b!) < 3 && data[i + 3] === 255) n++;
      return n;
    },
    [layer, r, g, b],
  );
