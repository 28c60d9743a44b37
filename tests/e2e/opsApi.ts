import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The server's own answers, asked directly (docs/API.md: POST, form body, X-Token header), so
 * that the journeys check the screens against the real numbers rather than remembered ones.
 */

/** The admin's calls to the API at `apiUrl()`, with one token for the whole file (logins are throttled). */
export function adminApi(apiUrl: () => string) {
  let token: Promise<string> | undefined;

  async function answer<T>(path: string, init: RequestInit): Promise<T> {
    const response = await fetch(`${apiUrl()}/${path}`, { method: 'POST', ...init });
    const envelope = (await response.json()) as { error: number; message: string; data: T };
    if (envelope.error !== 2000) throw new Error(`${path}: ${envelope.error} ${envelope.message}`);
    return envelope.data;
  }

  const post = <T>(path: string, body: Record<string, string | number>, headers: Record<string, string> = {}) =>
    answer<T>(path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])),
    });

  const adminToken = () => (token ??= post<{ token: string }>('operate/auth/login', { account: 'admin', password: 'admin123' }).then((d) => d.token));

  return {
    api: async <T>(path: string, body: Record<string, string | number> = {}): Promise<T> => post<T>(path, body, { 'X-Token': await adminToken() }),
    /** A call with a JSON body (lists of ids, nested objects), as the admin. */
    apiJson: async <T>(path: string, body: Record<string, unknown>): Promise<T> =>
      answer<T>(path, { headers: { 'content-type': 'application/json', 'X-Token': await adminToken() }, body: JSON.stringify(body) }),
  };
}

/** The journeys' own service. */
export const { api, apiJson } = adminApi(() => inject('apiUrl'));

export interface ListPage<T> {
  list: T[];
  total: number;
}

export interface WarningRow {
  id: number;
  content: string;
  company_name: string;
  check_name: string;
  handle_status: number;
  created_at: string;
}

export interface Inspection {
  id: number;
  company_name: string;
  check_name: string;
  staff_name: string | null;
  results: { item: string; ok: boolean; remark: string }[];
  handle_status: number;
  created_at: string;
}

export interface HandlingDetail {
  inspection: Inspection;
  steps: { actor: string; action: string; remark: string; created_at: string }[];
}

export interface CompanyRow {
  company_id: number;
  company_name: string;
  inspections: number;
  warnings: number;
}

/** A local day as the contract's `YYYY-MM-DD`, `offset` days from today. */
export function day(offset = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A `YYYY-MM-DD` day as the English date fields show and take it (MM/DD/YYYY). */
export function enDay(day: string): string {
  return day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
}

/** A downloaded file's bytes. */
export async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('the download did not complete');
  return readFileSync(path);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A CSV file's rows (quoted cells understood, BOM dropped). */
export function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** Up to `count` staff members of the first company that has any (journeys add companies without staff). */
export async function staffOf(count: number): Promise<{ id: number; name: string }[]> {
  const companies = (await api<ListPage<{ id: number }>>('operate/company/company-list', { page: 1, limit: 50, sort: 'id', order: 'asc' })).list;
  for (const company of companies) {
    const staff = (await api<ListPage<{ id: number; name: string }>>('admin/staff/staff-list', { company_id: company.id, page: 1, limit: count })).list;
    if (staff.length > 0) return staff;
  }
  throw new Error('no company has staff');
}
