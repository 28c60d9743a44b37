import { ApiError } from '../../../src/api/errors';
import type { HandlingStep, Inspection, WarningRow } from '../../../src/resources/warnings/calls';

/**
 * An in-memory stand-in for the operate API's admin calls, answering as docs/API.md says
 * (paging, filters, 2005 for unknown ids). Tests replace `call` with `backend.call`.
 */
export interface Backend {
  warnings: WarningRow[];
  inspections: Map<number, Inspection>;
  steps: Map<number, HandlingStep[]>;
  companies: { id: number; name: string }[];
  /** Paths that fail with this error instead of answering. */
  failing: Map<string, ApiError>;
  /** Every call made: path and body. */
  calls: { path: string; body: Record<string, unknown> }[];
  call: (path: string, body?: Record<string, unknown>) => Promise<unknown>;
}

const COMPANIES = ['北方航天仪器有限公司', '西安宇航精密机电有限公司', '武汉航空惯性导航工程有限公司'];
const IDENTITIES = ['staff', 'government', 'system'] as const;

/** `count` warnings, newest first by id; each has an inspection with items and, unless pending, steps. */
export function makeBackend(count = 45): Backend {
  const warnings: WarningRow[] = [];
  const inspections = new Map<number, Inspection>();
  const steps = new Map<number, HandlingStep[]>();
  for (let id = count; id >= 1; id--) {
    const company = id % COMPANIES.length;
    const status = (id % 3) as 0 | 1 | 2;
    const day = String(1 + (id % 28)).padStart(2, '0');
    const created = `2026-10-${day} 09:${String(id % 60).padStart(2, '0')}:00`;
    warnings.push({
      id,
      content: `检查点${id}：压力表不合格`,
      company_name: COMPANIES[company],
      check_name: `检查点${id}`,
      identity: IDENTITIES[id % 3],
      handle_status: status,
      created_at: created,
    });
    inspections.set(id, {
      id,
      company_id: company + 1,
      company_name: COMPANIES[company],
      check_point_id: 100 + id,
      check_name: `检查点${id}`,
      staff_id: 7,
      staff_name: '毛娟文',
      status: 'error',
      results: [
        { item: '压力表', ok: false, remark: '压力表过期' },
        { item: '紧急切断阀', ok: true, remark: '' },
      ],
      handle_status: status,
      created_at: created,
    });
    steps.set(
      id,
      status === 0
        ? []
        : [
            { id: id * 10 + 1, inspection_id: id, actor: '毛娟文', action: '上报', remark: '巡检发现异常', created_at: created },
            { id: id * 10 + 2, inspection_id: id, actor: '设备科 蒋东磊', action: '受理', remark: '已受理', created_at: created },
          ],
    );
  }
  const backend: Backend = {
    warnings,
    inspections,
    steps,
    companies: COMPANIES.map((name, i) => ({ id: i + 1, name })),
    failing: new Map(),
    calls: [],
    call: async (path, body = {}) => {
      backend.calls.push({ path, body });
      const failure = backend.failing.get(path);
      if (failure) throw failure;
      const id = Number(body.id);
      switch (path) {
        case 'admin/standing/error-inspect-list':
        case 'admin/standing/admin-status-inspect-list': {
          let rows: (WarningRow | Inspection)[] = path.includes('error') ? backend.warnings : backend.warnings.map((w) => backend.inspections.get(w.id)!);
          if (body.id !== undefined) rows = rows.filter((r) => r.id === id);
          if (body.handle_status !== undefined) rows = rows.filter((r) => r.handle_status === Number(body.handle_status));
          const page = Number(body.page ?? 1);
          const limit = Number(body.limit ?? 20);
          return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
        }
        case 'admin/standing/inspect-detail': {
          const found = backend.inspections.get(id);
          if (!found) throw new ApiError(2005, 'The inspection does not exist.');
          // The field app's photos: none unless a test gives some.
          return { photos: [], ...found };
        }
        case 'admin/standing/admin-status-detail': {
          const found = backend.inspections.get(id);
          if (!found) throw new ApiError(2005, 'The inspection does not exist.');
          return { inspection: found, steps: backend.steps.get(id) ?? [] };
        }
        case 'operate/company/company-list':
          return { list: backend.companies, total: backend.companies.length, page: 1, limit: 20 };
        default:
          throw new ApiError(2005, `no route ${path}`);
      }
    },
  };
  return backend;
}
