import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import LivePanel, { ageColour } from '../../src/resources/companies/panels/LivePanel';
import { deliver } from '../../src/live/liveHub';
import { renderInShell } from './helpers/shellHarness';

const at = (minutesAgo: number) => {
  const d = new Date(Date.now() - minutesAgo * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

// The panel asks admin/staff/staff-positions through the API client's `call`.
vi.mock('../../src/api/client', async (original) => {
  const actual = await original<typeof import('../../src/api/client')>();
  return {
    ...actual,
    call: vi.fn(async () => [
      { staff_id: 1, name: '张伟', position: '巡检员', at: at(90), lng: 108.9, lat: 34.2 },
      { staff_id: 2, name: '李娜', position: '安全员', at: null, lng: null, lat: null },
      { staff_id: 3, name: '王强', position: '巡检员', at: at(12), lng: 108.91, lat: 34.21 },
      { staff_id: 4, name: '赵敏', position: '巡检员', at: at(3 * 1440), lng: 108.92, lat: 34.22 },
    ]),
  };
});

const rows = () => within(screen.getByRole('table', { name: 'Last seen' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('where a company’s staff are now', { timeout: 60_000 }, () => {
  it('shows each one’s last position and age, and moves with the position events of this company', async () => {
    await renderInShell(<LivePanel companyId={5} />);
    await screen.findByRole('table', { name: 'Last seen' });
    expect(rows()).toEqual(['张伟 · 巡检员1 h ago', '李娜 · 安全员Not seen yet', '王强 · 巡检员12 min ago', '赵敏 · 巡检员3 d ago']);
    expect(screen.getByRole('img', { name: 'Where the staff are' }).querySelectorAll('circle')).toHaveLength(3);

    act(() => deliver({ kind: 'position', staff_id: 2, company_id: 5, at: at(0), lng: 108.95, lat: 34.25 }));
    // Another company's staff member moving changes nothing here.
    act(() => deliver({ kind: 'position', staff_id: 1, company_id: 6, at: at(0), lng: 100, lat: 30 }));
    expect(rows().slice(0, 2)).toEqual(['张伟 · 巡检员1 h ago', '李娜 · 安全员just now']);
    expect(screen.getByRole('img', { name: 'Where the staff are' }).querySelectorAll('circle')).toHaveLength(4);
    // An older point than the one shown moves nobody back.
    act(() => deliver({ kind: 'position', staff_id: 2, company_id: 5, at: at(30), lng: 100, lat: 30 }));
    expect(rows()[1]).toBe('李娜 · 安全员just now');
  });

  it('colours a position by its age', () => {
    const now = Date.now();
    expect([ageColour(at(2), now), ageColour(at(30), now), ageColour(at(120), now), ageColour(null, now)]).toEqual(['success.main', 'warning.main', 'grey.500', 'grey.500']);
  });
});
