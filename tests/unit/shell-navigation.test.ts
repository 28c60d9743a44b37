import { describe, expect, it } from 'vitest';
import { resources as builtIns } from '../../src/resources';
import { entityDeclarations } from '../../src/schema/definitions/store';
import { customPages } from '../../src/customRoutes';
import { buildNavRoutes, customPageRule, describePath, menuSections, SHELL_GROUPS } from '../../src/routing/navigation';
import { createRouteSearch, ROUTE_SEARCH_OPTIONS, type SearchEntry } from '../../src/layout/routeSearch';
import { isSearchShortcut } from '../../src/layout/searchShortcut';
import { fullCatalog } from '../../src/i18n/catalogs';
import type { Language } from '../../src/i18n/languages';

const resources = [...builtIns, ...entityDeclarations()];
const routes = buildNavRoutes(resources, customPages);

/** Spec §2: every route under the layout ('' is the dashboard). */
const SPEC_ROUTES = [
  '/',
  '/warn/index',
  '/statistic/index',
  '/company/index',
  '/gov/index',
  '/check/index',
  '/check/qr_code',
  '/account/index',
  '/account/app-company-account',
  '/account/web-company-account',
  '/account/app-gov-account',
  '/account/web-gov-account',
  '/sys_permission/role',
  '/sys_permission/config',
];

describe('the navigable routes', () => {
  it('cover every route of spec §2, plus documentation and guide', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [...SPEC_ROUTES, '/documentation/index', '/guide/index']) expect(paths, path).toContain(path);
  });

  it('pin the dashboard as the one affixed route', () => {
    expect(routes.filter((r) => r.affix).map((r) => r.path)).toEqual(['/']);
  });

  it('keep /sys_permission out of the sidebar but navigable', () => {
    const system = routes.filter((r) => r.path.startsWith('/sys_permission'));
    expect(system.length).toBeGreaterThanOrEqual(2);
    expect(system.every((r) => r.hidden)).toBe(true);
    const shown = menuSections(routes, () => true).flatMap((s) => s.items.map((i) => i.path));
    expect(shown.some((p) => p.startsWith('/sys_permission'))).toBe(false);
  });
});

describe('menuSections', () => {
  it('follows the spec\'s top navigation order and drops empty groups', () => {
    const groups = menuSections(routes, () => true).map((s) => s.group);
    expect(groups).toEqual(['home', 'governmentResources', 'partnerCompanies', 'personnel', 'checkpoints', 'safetyInspection', 'alarms', 'maintenance', 'help']);
    expect(SHELL_GROUPS.indexOf('permission')).toBeGreaterThan(0);
  });

  it('keeps only what the filter allows, sorted by order', () => {
    const sections = menuSections(routes, (r) => r.access === null || r.access === 'gov/index' || r.access.startsWith('account/'));
    expect(sections.map((s) => [s.group, s.items.map((i) => i.path)])).toEqual([
      ['home', ['/']],
      ['governmentResources', ['/gov/index']],
      ['personnel', ['/account/index', '/account/web-company-account', '/account/app-company-account', '/account/web-gov-account', '/account/app-gov-account']],
      ['help', ['/documentation/index', '/guide/index']],
    ]);
  });
});

describe('describePath', () => {
  const defs = resources;
  it.each([
    ['/', '/', 'page'],
    ['/gov/index', '/gov/index', 'list'],
    ['/gov/index/', '/gov/index', 'list'],
    ['/gov/index/create', '/gov/index', 'create'],
    ['/gov/index/12', '/gov/index', 'edit'],
    ['/gov/index/12/show', '/gov/index', 'show'],
    ['/statistic/index', '/statistic/index', 'page'],
    ['/sys_permission/config', '/sys_permission/config', 'list'],
  ])('%s -> %s (%s)', (path, route, kind) => {
    const info = describePath(path, routes, defs);
    expect(info?.route.path).toBe(route);
    expect(info?.kind).toBe(kind);
  });

  it('reads the record id', () => {
    expect(describePath('/company/index/7/show', routes, defs)?.id).toBe('7');
  });

  it('knows nothing of other paths', () => {
    for (const path of ['/nowhere', '/gov/index/1/2/3', '/redirect/gov/index', '/404']) expect(describePath(path, routes, defs), path).toBeNull();
  });
});

describe('customPageRule', () => {
  it('answers the access of a custom page by its path', () => {
    expect(customPageRule(customPages, 'statistic/index')).toEqual({ permission: 'statistic:view' });
    expect(customPageRule(customPages, 'account/index')).toEqual({ permission: 'account:view' });
    expect(customPageRule(customPages, 'sys_permission/entity')).toEqual({ permission: 'entity:design' });
    expect(customPageRule(customPages, 'guide/index')).toBeUndefined();
    expect(customPageRule(customPages, 'gov/index')).toBeUndefined();
  });
});

function entries(language: Language): SearchEntry[] {
  const catalog = fullCatalog(language);
  const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog) as string;
  return routes.map((r) => ({ path: r.path, title: t(r.title), section: '' }));
}

describe('route search ranking', () => {
  it('uses the spec\'s fuzzy settings', () => {
    expect(ROUTE_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(ROUTE_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it.each([
    ['QR', '/check/qr_code'],
    ['warn', '/warn/index'],
    ['Government app', '/account/app-gov-account'],
    ['statis', '/statistic/index'],
    ['system roles', '/sys_permission/role'],
    ['permission settings', '/sys_permission/config'],
    ['documentation', '/documentation/index'],
    ['qr_code', '/check/qr_code'],
  ])('en: %j finds %s first', (query, expected) => {
    expect(createRouteSearch(entries('en'))(query)[0]?.path).toBe(expected);
  });

  it.each([
    ['二维码', '/check/qr_code'],
    ['检查点', '/check/index'],
    ['政府 App', '/account/app-gov-account'],
    ['企业网页端', '/account/web-company-account'],
    ['系统角色', '/sys_permission/role'],
    ['统计', '/statistic/index'],
    ['引导', '/guide/index'],
  ])('zh: %j finds %s first', (query, expected) => {
    expect(createRouteSearch(entries('zh'))(query)[0]?.path).toBe(expected);
  });

  it('finds nothing for nonsense, everything for an empty query', () => {
    const search = createRouteSearch(entries('en'));
    expect(search('zzxxqqj')).toEqual([]);
    expect(search('  ')).toHaveLength(routes.length);
  });

  it('is language-bound: a Chinese title does not match in English', () => {
    expect(createRouteSearch(entries('en'))('二维码')).toEqual([]);
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}, tagName = 'BODY') =>
    isSearchShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: { tagName, isContentEditable: false } as unknown as EventTarget, ...extra });
  it('opens on Ctrl+K, Cmd+K and / outside text fields', () => {
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(key('K', { metaKey: true })).toBe(true);
    expect(key('/')).toBe(true);
  });
  it('leaves / alone while typing, and other keys always', () => {
    expect(key('/', {}, 'INPUT')).toBe(false);
    expect(key('/', {}, 'TEXTAREA')).toBe(false);
    expect(key('k')).toBe(false);
    expect(key('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});
