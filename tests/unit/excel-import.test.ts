import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { featureMessages } from '../../src/featureMessages';
import companies from '../../src/resources/companies';
import checkPoints from '../../src/resources/checkPoints';
import { govAppAccounts } from '../../src/resources/accounts';
import { fileName, headerRow, recordRow, sheetName } from '../../src/schema/excel/rows';
import { parseCsv, toSheetRows } from '../../src/schema/import/readFile';
import { checkRow, importFields, requestBody, templateRows, toImportRows } from '../../src/schema/import/rows';
import type { ResourceDef } from '../../src/schema/types';
import { ResourceRegistry } from '../../src/schema/registry';
import { resources } from '../../src/resources';
import { entityDeclarations } from '../../src/schema/definitions/store';
import auditLog from '../../src/resources/auditLog';

let translate: (key: string, options?: Record<string, unknown>) => string;
const registry = new ResourceRegistry(resources, entityDeclarations());

beforeAll(async () => {
  await initI18n('zh');
  const i18n = createI18nProvider(featureMessages);
  await i18n.changeLocale('zh');
  translate = (key, options) => i18n.translate(key, options);
});

const company = {
  id: 7,
  name: '长安动力',
  credit_code: '91610116MA6TXXXX1A',
  city_id: 610116,
  city_name: '长安区',
  government_id: 2,
  government_name: '西安市应急管理局',
  contact: '王芳',
  phone: '13800000000',
  status: 0,
  staff_count: 12,
  created_at: '2024-03-05 14:07:09',
};

describe('export rows', () => {
  it('heads the columns in the user language, bold, after the id', () => {
    expect(headerRow(companies, translate).map((c) => (c as { value: string }).value)).toEqual(['ID', '企业名称', '所在地区', '监管政府', '联系人', '电话', '状态', '员工数', '创建时间']);
  });

  it('writes names for references, words for states, numbers as numbers and dates as dates', () => {
    const [id, name, city, government, contact, phone, status, staff, created] = recordRow(companies, company, { translate, registry }, 'zh');
    expect([id, name, city, government, contact, phone]).toEqual([7, '长安动力', '长安区', '西安市应急管理局', '王芳', '13800000000']);
    expect(status).toBe('停用');
    expect(staff).toBe(12);
    expect(created).toEqual({ value: new Date(2024, 2, 5, 14, 7, 9), format: 'yyyy-mm-dd hh:mm:ss' });
  });

  it('formats dates as the language reads them, and leaves unreadable ones as text', () => {
    expect((recordRow(companies, company, { translate, registry }, 'es')[8] as { format: string }).format).toBe('dd/mm/yyyy hh:mm:ss');
    expect(recordRow(companies, { ...company, created_at: 'soon', staff_count: null }, { translate, registry }, 'en').slice(7)).toEqual([null, 'soon']);
  });

  it('maps a choice to its label', () => {
    const def: ResourceDef = { name: 'things', route: '/things', endpoints: {}, fields: [{ source: 'kind', type: 'choice', choices: [{ id: 'a', name: 'app.common.yes' }] }] };
    expect(recordRow(def, { id: 1, kind: 'a' }, { translate, registry }, 'zh')).toEqual([1, '是']);
    expect(recordRow(def, { id: 1, kind: 'b' }, { translate, registry }, 'zh')).toEqual([1, 'b']);
  });

  it('writes the fields a view draws in the words their declaration gives (the operation log)', () => {
    const entry = { id: 9, created_at: '2026-11-24 10:00:00', user_id: 2, user_name: '张三', account: 'zhang', action: 'update', resource: 'company', record_id: 7, record_name: '长安动力', changes: [{ field: 'phone', from: '1', to: '2' }] };
    const header = headerRow(auditLog, translate).map((c) => (c as { value: string }).value);
    const row = recordRow(auditLog, entry, { translate, registry }, 'zh');
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell(translate('resources.auditLog.fields.summary'))).toMatch(/^张三.*长安动力.*电话/);
    expect(cell(translate('resources.auditLog.fields.changes'))).toBe('电话: 1 → 2');
  });

  it('names the sheet and the file after the screen', () => {
    expect(sheetName(companies, translate)).toBe('企业列表');
    expect(fileName(companies, translate, new Date(2025, 0, 2, 3, 4))).toBe('企业列表-20250102-0304.xlsx');
  });
});

describe('import rows', () => {
  it('takes the create form fields, and the template has headers in the user language and an example', () => {
    expect(importFields(companies).map((f) => f.source)).toEqual(['name', 'credit_code', 'city_id', 'government_id', 'contact', 'phone', 'address', 'lng', 'lat', 'account', 'password']);
    const [header, example] = templateRows(checkPoints, translate);
    expect(header).toEqual(['检查点', '所属企业', '经度', '纬度', '到位半径（米）', '检查项']);
    expect(example![0]).toBe('一号锅炉房');
  });

  it('reads columns by label or source, in any order, and says which required ones are missing', () => {
    const sheet = toSheetRows([
      ['账号', 'government_id', '姓名', 'unknown'],
      ['gov.1', 3, '李明', 'x'],
      [null, '', ' ', null],
      ['gov.2', '西安市应急管理局', '  赵雷 ', null],
    ]);
    const { rows, missing } = toImportRows(govAppAccounts, sheet, translate);
    expect(missing).toEqual(['密码']);
    expect(rows).toEqual([
      { line: 2, values: { account: 'gov.1', name: '李明', government_id: 3, phone: '', password: '' } },
      { line: 4, values: { account: 'gov.2', name: '赵雷', government_id: '西安市应急管理局', phone: '', password: '' } },
    ]);
  });

  it('checks each row by the declaration rules, in the user language', () => {
    const values = { name: '', credit_code: 'bad', city_id: '长安区', government_id: 2, contact: '王', phone: '12', address: 'A', lng: 200, lat: '', account: 'ab', password: 'Change-me-2025' };
    expect(checkRow(companies, values, translate)).toEqual({
      name: '必填',
      credit_code: '统一社会信用代码为 18 位数字或大写字母',
      phone: '请输入有效的电话号码',
      lng: '不能大于 180',
      account: '至少需要 3 个字符',
    });
    expect(checkRow(companies, { ...values, lng: 'east' }, translate).lng).toBe('必须是数字');
  });

  it('sends the columns once and the create call fixed params as columns', () => {
    const body = requestBody(govAppAccounts, [{ line: 2, values: { account: 'a.b', name: 'N', government_id: 3, phone: '', password: 'p' } }], true);
    expect(body).toEqual({ columns: ['account', 'name', 'government_id', 'phone', 'password', 'type'], rows: [['a.b', 'N', 3, '', 'p', 'app']], dry_run: 1 });
  });

  it('parses CSV with a BOM, quotes, commas and line breaks', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', ''],
    ]);
  });
});
