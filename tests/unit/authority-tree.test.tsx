import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { changeLanguage, initI18n } from '../../src/i18n';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { featureMessages } from '../../src/featureMessages';
import { PermissionTree } from '../../src/resources/permissions/PermissionTree';
import { buildTree, checkState, checkedLeaves, filterTree, permissionTitle, toggle, withAncestors, type Permission } from '../../src/resources/permissions/tree';
import { PERMISSION_TREE } from '../../server/src/db/permission-tree';
import type { Words } from '../../server/src/entities/language/document';

/** The permission tree of the role editor: checking, half-checked groups, search, open/close. */

// The server's titles, in every language, as permission-list answers them.
const TITLES = new Map<string, Words>(PERMISSION_TREE.flatMap((g) => [g, ...g.children]).map((node) => [node.name, node.titles]));
const row = (id: number, name: string, parent_id: number | null): Permission => ({ id, name, title: TITLES.get(name)!.zh, titles: TITLES.get(name)!, parent_id });

// A slice of the server's permission-list, in its order (ids as the seed numbers them).
const ROWS: Permission[] = [
  row(1, 'dashboard', null),
  row(2, 'statistic:view', 1),
  row(3, 'company', null),
  row(4, 'company:view', 3),
  row(5, 'company:create', 3),
  row(6, 'company:update', 3),
  row(29, 'system', null),
  row(30, 'role:view', 29),
  row(31, 'role:update', 29),
];

describe('tree logic', () => {
  const roots = buildTree(ROWS);
  const company = roots[1];

  it('builds groups with their leaves in the server order', () => {
    expect(roots.map((r) => r.name)).toEqual(['dashboard', 'company', 'system']);
    expect(company.children.map((c) => c.name)).toEqual(['company:view', 'company:create', 'company:update']);
    expect(company.leaves).toEqual([4, 5, 6]);
  });

  it('derives a group state from its leaves: none, some (half), all', () => {
    expect(checkState(company, new Set())).toBe('unchecked');
    expect(checkState(company, new Set([4]))).toBe('indeterminate');
    expect(checkState(company, new Set([4, 5, 6]))).toBe('checked');
    // A stray group id grants nothing and does not check the group.
    expect(checkState(company, new Set([3]))).toBe('unchecked');
  });

  it('a group click checks all its leaves, a second one clears them; locked leaves keep their state', () => {
    const all = toggle(company, new Set([4]));
    expect([...all].sort()).toEqual([4, 5, 6]);
    expect([...toggle(company, all)]).toEqual([]);
    const locked = new Set([6]);
    expect([...toggle(company, new Set(), locked)].sort()).toEqual([4, 5]);
    // Everything the user may change is on: the click clears it and leaves the locked one alone.
    expect([...toggle(company, new Set([4, 5, 6]), locked)]).toEqual([6]);
  });

  it('saves only leaves, in tree order', () => {
    expect(checkedLeaves(roots, new Set([6, 3, 2, 30]))).toEqual([2, 6, 30]);
  });

  it('search keeps matches, their ancestors and descendants, by key or by title', () => {
    const byKey = filterTree(roots, 'ROLE:up', (n) => n.title);
    expect([...byKey.visible].sort((a, b) => a - b)).toEqual([29, 31]);
    const byGroup = filterTree(roots, '合作', (n) => n.title);
    expect([...byGroup.visible].sort((a, b) => a - b)).toEqual([3, 4, 5, 6]);
    expect(filterTree(roots, 'nothing-like-this', (n) => n.title).visible.size).toBe(0);
    expect(filterTree(roots, '  ', (n) => n.title).visible.size).toBe(ROWS.length);
  });

  it('titles a permission in the language asked, as the server words it; its Chinese title when it has none', () => {
    expect(permissionTitle(ROWS[3], 'es')).toBe('Ver empresas');
    expect(permissionTitle(ROWS[3], 'en')).toBe('View companies');
    expect(permissionTitle(ROWS[3], 'zh')).toBe('查看企业');
    expect(permissionTitle({ title: '设计实体', titles: null }, 'en')).toBe('设计实体');
    expect(permissionTitle({ title: '设计实体', titles: { zh: '设计实体' } }, 'es')).toBe('设计实体');
  });

  it('a role’s granted permissions come with the groups above them', () => {
    expect(withAncestors(ROWS, [ROWS[4], ROWS[7]]).map((r) => r.id)).toEqual([3, 5, 29, 30]);
  });
});

function Harness({ initial = [], locked }: { initial?: number[]; locked?: Set<number> }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <PermissionTree permissions={ROWS} value={value} onChange={setValue} locked={locked} label="Permissions" />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

let i18nProvider: ReturnType<typeof createI18nProvider>;

beforeAll(async () => {
  await initI18n('en');
  await changeLanguage('en');
  i18nProvider = createI18nProvider(featureMessages);
});

function renderTree(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness {...props} />
    </AdminContext>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const value = () => screen.getByTestId('value').textContent;

describe('<PermissionTree> as a tree of checkboxes', () => {
  it('shows each permission with its translated title and its key', () => {
    renderTree();
    expect(screen.getByRole('list', { name: 'Permissions' })).toBeInTheDocument();
    expect(box('Partner companies')).toBeInTheDocument();
    expect(screen.getByText('company:create')).toBeInTheDocument();
    expect(box('Create companies')).not.toBeChecked();
    expect(screen.getByText('0 of 6 permissions chosen')).toBeInTheDocument();
  });

  it('checking a group checks its children; one child off leaves the group half-checked', () => {
    renderTree();
    fireEvent.click(box('Partner companies'));
    expect(value()).toBe('4,5,6');
    expect(box('View companies')).toBeChecked();
    expect(box('Edit companies')).toBeChecked();
    expect(box('Partner companies')).toBeChecked();

    fireEvent.click(box('Create companies'));
    expect(value()).toBe('4,6');
    expect(box('Partner companies')).toBePartiallyChecked();
    expect(box('Partner companies')).not.toBeChecked();
    expect(screen.getByText('2 of 6 permissions chosen')).toBeInTheDocument();

    // A half-checked group checks the rest; then clears all.
    fireEvent.click(box('Partner companies'));
    expect(value()).toBe('4,5,6');
    fireEvent.click(box('Partner companies'));
    expect(value()).toBe('');
    expect(box('Partner companies')).not.toBePartiallyChecked();
  });

  it('starts from a role’s permissions and shows each group’s state', () => {
    renderTree({ initial: [2, 30] });
    expect(box('Statistics')).toBeChecked();
    expect(box('System authority')).toBePartiallyChecked();
    expect(box('Partner companies')).not.toBeChecked();
    expect(box('Partner companies')).not.toBePartiallyChecked();
  });

  it('locked permissions cannot be changed, and a group click leaves them alone', () => {
    renderTree({ locked: new Set([31]) });
    expect(box('Edit roles')).toBeDisabled();
    fireEvent.click(box('System authority'));
    expect(value()).toBe('30');
    expect(box('System authority')).toBePartiallyChecked();
  });

  it('search narrows the tree to matches with their group, marks them, and says when nothing matches', () => {
    renderTree();
    const search = screen.getByRole('searchbox', { name: 'Search permissions' });
    fireEvent.change(search, { target: { value: 'edit' } });
    expect(box('Edit companies')).toBeInTheDocument();
    expect(box('Edit roles')).toBeInTheDocument();
    expect(box('Partner companies')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^View companies/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Statistics/ })).toBeNull();
    expect(screen.getByText('Edit companies').tagName).toBe('MARK');
    // Checking inside a search works on what is shown.
    fireEvent.click(box('Edit roles'));
    expect(value()).toBe('31');

    fireEvent.change(search, { target: { value: 'role:view' } });
    expect(box('View roles')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Edit roles/ })).toBeNull();

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No permission matches the search.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    expect(box('View companies')).toBeInTheDocument();
  });

  it('collapse all hides the children, expand all shows them, and one group opens by its button', () => {
    renderTree();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByRole('checkbox', { name: /^View companies/ })).toBeNull();
    expect(box('Partner companies')).toBeInTheDocument();
    const toggleCompany = screen.getByRole('button', { name: 'Show or hide Partner companies' });
    expect(toggleCompany).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggleCompany);
    expect(toggleCompany).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('list', { name: 'Partner companies' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: /^View roles/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(box('View roles')).toBeInTheDocument();
  });
});

describe('<PermissionTree> without checkboxes', () => {
  it('shows a row without titles in every language by its Chinese title', () => {
    const untitled: Permission = { id: 40, name: 'report:view', title: '查看报表', titles: null, parent_id: 29 };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <PermissionTree permissions={[...ROWS, untitled]} label="Tree" />
      </AdminContext>,
    );
    expect(screen.getByText('查看报表')).toBeInTheDocument();
    expect(screen.getByText('View roles')).toBeInTheDocument();
  });

  it('shows the tree with what renderExtra adds beside each permission', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <PermissionTree permissions={ROWS} label="Tree" renderExtra={(node) => (node.children.length ? null : <span>{`holders-of-${node.name}`}</span>)} />
      </AdminContext>,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('holders-of-role:update')).toBeInTheDocument();
    expect(screen.queryByText(/permissions chosen/)).toBeNull();
  });
});
