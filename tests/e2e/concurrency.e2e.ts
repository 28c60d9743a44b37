import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { liveJourneys, twoAdmins, type Shape } from './liveKit';
import { api, apiJson } from './opsApi';

/**
 * Two administrators at once against the production build: the live-change journeys
 * (liveKit.ts; they run against `npm start` too, in start.e2e.ts), and a stale role form cannot
 * grant again a permission taken away.
 */

const shape = (): Shape => ({ consoleUrl: inject('consoleUrl'), apiUrl: inject('apiUrl'), dbFile: join(inject('dataDir'), 'ops.sqlite') });
const admins = twoAdmins(shape);

describe('several administrators at once', () => {
  liveJourneys(shape, admins);

  it('a stale role form cannot grant again a permission taken away', async () => {
    const { a, b, url } = admins();
    const permissions = await api<{ id: number; name: string; title: string }[]>('operate/permission/permission-list');
    const id = (name: string) => permissions.find((p) => p.name === name)!.id;
    const removed = permissions.find((p) => p.name === 'government:delete')!;
    const role = await apiJson<{ id: number }>('operate/permission/update-role', {
      name: `clerk_${Date.now() % 100000}`,
      title: '值班员',
      permission_ids: [id('government:view'), id('government:update'), removed.id],
    });
    await a.goto(url(`/sys_permission/role/${role.id}`));
    await expect.poll(() => a.locator('li[data-permission="government:delete"] input[type="checkbox"]').first().isChecked()).toBe(true);

    // B takes the permission away.
    await b.goto(url(`/sys_permission/role/${role.id}`));
    const box = b.locator('li[data-permission="government:delete"] input[type="checkbox"]').first();
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    await b.getByRole('button', { name: '保存' }).click();
    await b.waitForURL(new RegExp(`/sys_permission/role/${role.id}/show$`));

    // A's form still shows it granted; saving a new title says what B removed, and keeping mine does not grant it again.
    await a.locator('input[name="title"]').fill('值班员甲');
    await a.getByRole('button', { name: '保存' }).click();
    const dialog = a.getByRole('dialog', { name: '有人在您编辑期间修改了此记录' });
    await expect.poll(() => dialog.getByTestId('conflict-permission_ids').textContent()).toContain(`移除：${removed.title}`);
    expect(await dialog.getByRole('button', { name: '采用对方版本' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '保留我的修改' }).click();
    await a.waitForURL(new RegExp(`/sys_permission/role/${role.id}/show$`));
    const granted = await api<{ id: number }[]>('operate/permission/role-has-permission', { role_id: role.id });
    expect(granted.map((p) => p.id)).not.toContain(removed.id);
    const roles = await api<{ id: number; title: string }[]>('operate/permission/roles');
    expect(roles.find((r) => r.id === role.id)?.title).toBe('值班员甲');
  });
});
