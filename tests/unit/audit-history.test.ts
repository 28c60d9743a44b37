import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { entityDeclarations } from '../../src/schema/definitions/store';
import { ResourceRegistry } from '../../src/schema/registry';
import { changeRows, historyDef, sentence, type AuditEntry } from '../../src/schema/history/describe';
import { toCsv } from '../../src/schema/exporter';
import { AUDIT_RESOURCES } from '../../server/src/audit/record';

// The catalogs stand in for translate: a key answers itself with its options, so the test reads which key and values were used.
const translate = (key: string, options?: Record<string, unknown>) => {
  const shown = options ? Object.entries(options).filter(([k]) => k !== '_').map(([k, v]) => `${k}=${String(v)}`) : [];
  return shown.length ? `${key}(${shown.join(';')})` : key;
};
const registry = new ResourceRegistry(resources, entityDeclarations());

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-24 10:00:00',
  user_id: 2,
  account: 'zhang',
  user_name: '张三',
  ip: '127.0.0.1',
  call: 'operate/company/company-update',
  action: 'update',
  resource: 'company',
  record_id: 5,
  record_name: '某某公司',
  changes: [],
  ...over,
});

describe('history declarations', () => {
  it('every audited record kind has a declaration, the four account kinds share one', () => {
    for (const resource of AUDIT_RESOURCES) {
      expect(historyDef(registry, resource), resource).toBeDefined();
    }
    expect(resources.filter((d) => d.history === 'account')).toHaveLength(4);
  });
});

describe('changeRows', () => {
  it('writes numbers as the record shows them on screen, and as stored without a formatter', () => {
    const def = historyDef(registry, 'maintenance_record');
    const format = (value: number, decimals?: number) => value.toFixed(decimals ?? 0);
    expect(changeRows(def, [{ field: 'cost', from: 1931.89, to: 2480.5 }], translate, format)[0]).toMatchObject({ from: '1931.89', to: '2480.50' });
    expect(changeRows(def, [{ field: 'cost', from: 1931.89, to: 2480.5 }], translate)[0]).toMatchObject({ to: '2480.5' });
  });

  it('labels fields as the resource does and names choices', () => {
    const def = historyDef(registry, 'government');
    const rows = changeRows(def, [{ field: 'level', from: 'city', to: 'province' }, { field: 'phone', from: null, to: '010-1' }], translate);
    expect(rows).toEqual([
      { field: 'level', label: 'resources.governments.fields.level', from: 'resources.governments.choices.level.city', to: 'resources.governments.choices.level.province', secret: false },
      { field: 'phone', label: 'resources.governments.fields.phone', from: '—', to: '010-1', secret: false },
    ]);
  });

  it('shows a reference by its name, a status by its word, and a secret only as changed', () => {
    const def = historyDef(registry, 'account');
    const rows = changeRows(
      def,
      [
        { field: 'status', from: 1, to: 0 },
        { field: 'password', secret: true },
      ],
      translate,
    );
    expect(rows.map((r) => [r.from, r.to])).toEqual([
      ['app.status.enabled', 'app.status.disabled'],
      ['', 'resources.auditLog.diff.changed'],
    ]);
    const company = historyDef(registry, 'check_point');
    const moved = changeRows(company, [{ field: 'company_id', from: 1, to: 2 }, { field: 'company_name', from: 'A', to: 'B' }], translate);
    expect(moved).toEqual([{ field: 'company_name', label: 'resources.checkPoints.fields.company_id', from: 'A', to: 'B', secret: false }]);
  });

  it('labels fields the declaration lacks from the log\'s own words', () => {
    expect(changeRows(historyDef(registry, 'role'), [{ field: 'permissions', from: [], to: ['a', 'b'] }], translate)[0]).toMatchObject({
      label: 'resources.auditLog.extra_fields.permissions',
      from: '—',
      to: 'a, b',
    });
  });
});

describe('sentence', () => {
  it('says who changed which fields of which record', () => {
    const text = sentence(entry({ changes: [{ field: 'phone', from: '1', to: '2' }] }), historyDef(registry, 'company'), translate);
    expect(text).toBe(
      'resources.auditLog.sentence.update(user=张三;kind=resources.auditLog.kinds.company;record=某某公司;fields=resources.companies.fields.phone)',
    );
  });

  it('names a defined entity\'s record by its item, the log having no word of its own for it', () => {
    // The log's kinds name the built-ins only: a missing one answers its fallback.
    const known = (key: string, options?: Record<string, unknown>) => (key.startsWith('resources.auditLog.kinds.') ? String(options?._) : translate(key, options));
    const text = sentence(entry({ action: 'create', resource: 'maintenance_record', record_name: 'Gantry crane' }), historyDef(registry, 'maintenance_record'), known);
    expect(text).toBe('resources.auditLog.sentence.create(user=张三;kind=resources.auditLog.kind_of(item=resources.maintenance_records.item);record=Gantry crane;fields=)');
  });

  it('has its own words for an update without changes, and for logins', () => {
    expect(sentence(entry({}), undefined, translate)).toMatch(/^resources\.auditLog\.sentence\.update_none\(/);
    expect(sentence(entry({ action: 'login', resource: 'system_user' }), undefined, translate)).toMatch(/^resources\.auditLog\.sentence\.login\(/);
  });
});

describe('CSV of the operation log', () => {
  it('writes the plain columns, the sentence and the changes in words', () => {
    const def = registry.get('auditLog')!;
    const changes = [{ field: 'phone', from: '13800000000', to: '13900000000' }, { field: 'password', secret: true }];
    const csv = toCsv(def, [{ ...entry({ changes }), summary: undefined }], { translate: (key: string) => key.split('.').pop()!, registry });
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('id,created_at,user_id,summary,action,resource,record_name,changes');
    expect(row).toBe('1,2026-11-24 10:00:00,张三,update,update,company,某某公司,phone: 13800000000 → 13900000000; password: changed');
  });
});
