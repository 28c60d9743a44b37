import { useCall } from '../../api/useCall';

/** admin-data-count (docs/API.md). */
export interface DataCount {
  companies: number;
  staff: number;
  check_points: number;
  inspections: number;
  warnings: number;
  governments: number;
}

/** A day of week-data. */
export interface WeekRow {
  date: string;
  inspections: number;
  warnings: number;
}

/** A company of company-inspect-data. */
export interface CompanyRow {
  company_id: number;
  company_name: string;
  inspections: number;
  warnings: number;
}

export interface DateRange {
  date_from?: string;
  date_to?: string;
}

export function useDataCount(enabled = true) {
  return useCall<DataCount>(enabled ? 'admin/admin/admin-data-count' : null);
}

export function useWeekData(enabled = true) {
  return useCall<WeekRow[]>(enabled ? 'admin/auth/week-data' : null);
}

/** The companies with the most inspections in the range, most first (the server ranks them). */
export function useCompanyData(range: DateRange, limit: number, enabled = true) {
  return useCall<CompanyRow[]>(enabled ? 'admin/auth/company-inspect-data' : null, { ...range, limit });
}
