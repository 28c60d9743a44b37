import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { startHarness, type Harness } from './helpers/harnessServer';
import { ok, routes } from './helpers/apiServer';

/** A status reads in the words of the thing it describes: a company is active, an account enabled. */

const company = (id: number, status: number) => ({
  id, name: `企业 ${id}`, credit_code: '91110108MA01A2B3C4', city_id: 110108, city_name: '海淀区', government_id: 1, government_name: '海淀区应急管理局',
  contact: '张伟', phone: '13800138000', address: 'A', status, staff_count: 3, created_at: '2024-01-01 00:00:00',
});
const account = { id: 5, owner_id: 2, owner_name: '雁塔区', type: 'app', account: 'gov.app', name: '李雷', phone: null, status: 1, created_at: '2024-01-02 03:04:05' };
const page = (list: object[]) => ok({ list, total: list.length, page: 1, limit: 20 });

let h: Harness;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ h, close } = await startHarness(
    routes({
      'operate/company/company-list': () => page([company(1, 1), company(2, 0)]),
      'operate/government/account-list': () => page([account]),
    }),
  ));
});

afterAll(() => close());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('status words', () => {
  it('a company is 正常 or 停用, never 启用 or 在职', async () => {
    await h.renderAdmin('/company/index', 'zh');
    expect(within(await rowOf('企业 1')).getByText('正常')).toBeInTheDocument();
    expect(within(await rowOf('企业 2')).getByText('停用')).toBeInTheDocument();
    expect(screen.queryByText('启用')).not.toBeInTheDocument();
    expect(screen.queryByText('在职')).not.toBeInTheDocument();
  });

  it('an account is enabled, in Spanish in the feminine of «cuenta»', async () => {
    await h.renderAdmin('/account/app-gov-account', 'es');
    expect(within(await rowOf('gov.app')).getByText('Activada')).toBeInTheDocument();
  });
});
