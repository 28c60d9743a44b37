// What the generators share: the plan (how much to make), the clock, the writer and
// compact indexes of what earlier steps wrote, so later steps can link to it.
import type { Writer } from '../writer.js';

export interface SeedPlan {
  scale: number;
  /** Companies in total. */
  companies: number;
  /** The first `detailed` companies get the full demo detail (clock records, trails, app accounts, book entries). */
  detailed: number;
  inspections: number;
}

export const DEMO_COMPANIES = 60;
export const DEMO_INSPECTIONS = 20_000;

export function makePlan(opts: { scale?: number; companies?: number; inspections?: number }): SeedPlan {
  const scale = opts.scale ?? 1;
  if (!(scale > 0)) throw new Error('seed: scale must be a positive number');
  const demo = Math.max(1, Math.round(DEMO_COMPANIES * scale));
  const companies = Math.max(1, Math.floor(opts.companies ?? demo));
  const inspections = Math.max(0, Math.floor(opts.inspections ?? Math.round(DEMO_INSPECTIONS * scale)));
  return { scale, companies, detailed: Math.min(companies, demo), inspections };
}

export interface GovernmentInfo {
  id: number;
  name: string;
  cityCode: number;
}

/** Companies by index (id = firstId + index). */
export interface CompanyIndex {
  firstId: number;
  count: number;
  name: string[];
  address: string[];
  lng: Float64Array;
  lat: Float64Array;
  /** Index into SeedContext.governments. */
  government: Int32Array;
  /** created_at, epoch ms. */
  createdAt: Float64Array;
}

/** Check points by index (id = firstId + index), and each company's contiguous range. */
export interface CheckPointIndex {
  firstId: number;
  count: number;
  company: Int32Array;
  /** Index into CHECK_KINDS. */
  kind: Uint8Array;
  /** Items are kind.items[(offset + j) % kind.items.length] for j < items. */
  offset: Uint8Array;
  items: Uint8Array;
  name: string[];
  /** First check point index of each company, and how many it has. */
  companyFirst: Int32Array;
  companyCount: Uint16Array;
}

/** Staff by index (id = firstId + index), and each company's contiguous range. */
export interface StaffIndex {
  firstId: number;
  count: number;
  name: string[];
  companyFirst: Int32Array;
  companyCount: Uint16Array;
}

export interface SeedContext {
  now: Date;
  plan: SeedPlan;
  writer: Writer;
  /** The hash of the shared demo password, computed once. */
  passwordHash: string;
  governments: GovernmentInfo[];
  companies: CompanyIndex;
  checkPoints: CheckPointIndex;
  staff: StaffIndex;
}
