import type { FileFacts } from '../../api/files';
import type { Identifier } from 'react-admin';
import { useCall } from '../../api/useCall';

/** 0 pending, 1 handling, 2 handled (docs/API.md, Inspection.handle_status). */
export type HandleStatus = 0 | 1 | 2;
export const HANDLE_STATUSES: readonly HandleStatus[] = [0, 1, 2];

export type Identity = 'staff' | 'government' | 'system';

/** A row of `error-inspect-list`. */
export interface WarningRow {
  id: number;
  content: string;
  company_name: string;
  check_name: string;
  identity: Identity;
  handle_status: HandleStatus;
  created_at: string;
}

export interface InspectionResult {
  item: string;
  ok: boolean;
  remark: string;
}

/** `inspect-detail`, and a row of `admin-status-inspect-list`. */
export interface Inspection {
  id: number;
  company_id: number;
  company_name: string;
  check_point_id: number;
  check_name: string;
  staff_id: number | null;
  staff_name: string | null;
  status: 'normal' | 'error';
  results: InspectionResult[];
  handle_status: HandleStatus;
  created_at: string;
  /** `inspect-detail` only: the pictures the field app took with it. */
  photos?: FileFacts[];
}

export interface HandlingStep {
  id: number;
  inspection_id: number;
  actor: string;
  action: string;
  remark: string;
  created_at: string;
}

export interface HandlingDetail {
  inspection: Inspection;
  steps: HandlingStep[];
}

export const WARNING_LIST_CALL = 'admin/standing/error-inspect-list';

/** The inspection behind a warning: its items with pass/fail and remarks. */
export function useInspection(id: Identifier | undefined, enabled = true) {
  return useCall<Inspection>(enabled && id != null ? 'admin/standing/inspect-detail' : null, { id: id ?? '' });
}

/** The handling steps of a warning, oldest first. */
export function useHandling(id: Identifier | undefined, enabled = true) {
  return useCall<HandlingDetail>(enabled && id != null ? 'admin/standing/admin-status-detail' : null, { id: id ?? '' });
}

/** Items that failed, for the "2 of 5 failed" summary. */
export function failedCount(results: readonly InspectionResult[]): number {
  return results.filter((r) => !r.ok).length;
}
