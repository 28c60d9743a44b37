import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { memoryStore } from 'react-admin';
import {
  destinationAfterClose,
  initialTags,
  isTrackedPath,
  loadTags,
  normalizePath,
  refreshPath,
  saveTags,
  tagsReducer,
  type VisitedTag,
} from '../../src/routing/tagsView/tags';
import { createSidebarStatus, readSidebarOpened, SIDEBAR_COOKIE } from '../../src/layout/sidebarStatus';
import { createShellStore, SIDEBAR_INSTANT_KEY, SIDEBAR_OPEN_KEY } from '../../src/layout/shellStore';
import { appThemeOptions, createAppTheme, PRESET_COLORS } from '../../src/theme';
import { rgbToHex } from '@mui/material/styles';
import { contrastRatio, readableOn } from '../../src/theme/contrast';
import { getSettings, readSettings, reloadSettings, updateSettings } from '../../src/settings';

const home: VisitedTag = { path: '/', fullPath: '/', affix: true };
const tag = (path: string, query = ''): VisitedTag => ({ path, fullPath: `${path}${query}` });
const paths = (tags: VisitedTag[]) => tags.map((t) => t.path);

describe('tagsReducer', () => {
  const start = [home, tag('/gov/index'), tag('/company/index'), tag('/warn/index')];

  it('adds a visited route once, at the end, and keeps its latest query', () => {
    let tags = tagsReducer([home], { type: 'visit', path: '/gov/index', fullPath: '/gov/index' });
    tags = tagsReducer(tags, { type: 'visit', path: '/company/index', fullPath: '/company/index' });
    tags = tagsReducer(tags, { type: 'visit', path: '/gov/index', fullPath: '/gov/index?page=2' });
    expect(paths(tags)).toEqual(['/', '/gov/index', '/company/index']);
    expect(tags[1].fullPath).toBe('/gov/index?page=2');
  });

  it('returns the same array when nothing changes', () => {
    expect(tagsReducer(start, { type: 'visit', path: '/gov/index', fullPath: '/gov/index' })).toBe(start);
  });

  it('close removes one tab but never the affixed one', () => {
    expect(paths(tagsReducer(start, { type: 'close', path: '/company/index' }))).toEqual(['/', '/gov/index', '/warn/index']);
    expect(paths(tagsReducer(start, { type: 'close', path: '/' }))).toEqual(paths(start));
  });

  it('close others keeps the affixed tab and the chosen one', () => {
    expect(paths(tagsReducer(start, { type: 'closeOthers', path: '/company/index' }))).toEqual(['/', '/company/index']);
  });

  it('close all keeps only the affixed tab', () => {
    expect(paths(tagsReducer(start, { type: 'closeAll' }))).toEqual(['/']);
  });

  it('after a close, stays on a still-open page or goes to the last tab', () => {
    expect(destinationAfterClose([home, tag('/gov/index')], '/gov/index')).toBeNull();
    expect(destinationAfterClose([home, tag('/gov/index', '?page=3')], '/warn/index')).toBe('/gov/index?page=3');
    expect(destinationAfterClose([], '/warn/index')).toBe('/');
  });
});

describe('tags helpers', () => {
  beforeEach(() => sessionStorage.clear());

  it('put affixed tabs first and drop duplicates', () => {
    expect(paths(initialTags([home], [tag('/gov/index'), tag('/'), tag('/gov/index')]))).toEqual(['/', '/gov/index']);
  });

  it('refresh goes through /redirect', () => {
    expect(refreshPath('/gov/index?page=2')).toBe('/redirect/gov/index?page=2');
    expect(refreshPath('/')).toBe('/redirect/');
  });

  it('never track the detour and status pages', () => {
    expect(['/redirect/gov/index', '/login', '/404', '/401', '/auth-redirect'].some(isTrackedPath)).toBe(false);
    expect(isTrackedPath('/gov/index')).toBe(true);
    expect(normalizePath('/gov/index/')).toBe('/gov/index');
    expect(normalizePath('')).toBe('/');
  });

  it('survive a reload for the same user only, and ignore damaged data', () => {
    saveTags('admin', [home, tag('/gov/index')]);
    expect(paths(loadTags('admin'))).toEqual(['/', '/gov/index']);
    expect(loadTags('editor')).toEqual([]);
    sessionStorage.setItem('ops-tags-view', '{not json');
    expect(loadTags('admin')).toEqual([]);
    sessionStorage.setItem('ops-tags-view', JSON.stringify({ owner: 'admin', tags: [{ path: 'x' }, tag('/warn/index')] }));
    expect(paths(loadTags('admin'))).toEqual(['/warn/index']);
  });
});

describe('sidebar status (cookie sidebarStatus)', () => {
  beforeEach(() => Cookies.remove(SIDEBAR_COOKIE));

  it('opens by default and reads 1 / 0', () => {
    expect(readSidebarOpened(undefined)).toBe(true);
    expect(readSidebarOpened('0')).toBe(false);
    expect(readSidebarOpened('1')).toBe(true);
  });

  it('remembers desktop changes in the cookie', () => {
    const sidebar = createSidebarStatus(() => false);
    expect(sidebar.get()).toEqual({ opened: true, withoutAnimation: false });
    sidebar.set(false);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    sidebar.set(true);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('1');
  });

  it('in mobile mode starts closed and leaves the desktop cookie alone', () => {
    Cookies.set(SIDEBAR_COOKIE, '1');
    const sidebar = createSidebarStatus(() => true);
    expect(sidebar.get().opened).toBe(false);
    sidebar.set(true);
    sidebar.set(false);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('1');
  });

  it('is react-admin\'s sidebar.open key in the store, kept out of localStorage', () => {
    const inner = memoryStore();
    const store = createShellStore(inner, createSidebarStatus(() => false));
    store.setup();
    const seen: unknown[] = [];
    store.subscribe(SIDEBAR_OPEN_KEY, (value) => seen.push(value));
    store.setItem(SIDEBAR_INSTANT_KEY, true);
    store.setItem(SIDEBAR_OPEN_KEY, false);
    expect(store.getItem(SIDEBAR_OPEN_KEY)).toBe(false);
    expect(store.getItem(SIDEBAR_INSTANT_KEY)).toBe(true);
    expect(seen).toEqual([false]);
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
    expect(inner.getItem(SIDEBAR_OPEN_KEY)).toBeUndefined();
    store.setItem('list.governments.listParams', { page: 2 });
    expect(inner.getItem('list.governments.listParams')).toEqual({ page: 2 });
  });

  it('publishes a write only when the value changes: react-admin writes some keys back unchanged', () => {
    const store = createShellStore(memoryStore(), createSidebarStatus(() => false));
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('companies.selectedIds.storeKeys', (value) => seen.push(value));
    store.setItem('companies.selectedIds.storeKeys', ['companies.selectedIds']);
    store.setItem('companies.selectedIds.storeKeys', ['companies.selectedIds']);
    expect(seen).toEqual([['companies.selectedIds']]);
    store.setItem('companies.selectedIds.storeKeys', ['companies.selectedIds', 'other.selectedIds']);
    store.removeItem('companies.selectedIds.storeKeys');
    store.setItem('companies.selectedIds.storeKeys', ['companies.selectedIds']);
    expect(seen).toHaveLength(4);
  });
});

describe('settings', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('size');
    reloadSettings();
  });

  it('default to medium, #409EFF, tags view and logo on, light', () => {
    expect(readSettings()).toEqual({ primary: '#409EFF', mode: 'light', size: 'medium', tagsView: true, fixedHeader: false, sidebarLogo: true });
  });

  it('write through: size to cookie `size`, the rest to localStorage', () => {
    updateSettings({ size: 'mini', primary: '#11a983', mode: 'dark', fixedHeader: true });
    expect(Cookies.get('size')).toBe('mini');
    reloadSettings();
    expect(getSettings()).toMatchObject({ size: 'mini', primary: '#11a983', mode: 'dark', fixedHeader: true });
  });

  it('refuse damaged values', () => {
    localStorage.setItem('ops-settings', JSON.stringify({ primary: 'red', mode: 'neon', tagsView: 'yes' }));
    Cookies.set('size', 'huge');
    expect(readSettings()).toMatchObject({ primary: '#409EFF', mode: 'light', size: 'medium', tagsView: true });
  });
});

// MUI writes the shades it computes as rgb().
const asHex = (colour: string) => (colour.startsWith('#') ? colour : rgbToHex(colour));

describe('theme colours meet 4.5:1 text contrast', () => {
  const colours = [...PRESET_COLORS, '#ffff00', '#00ff00', '#777777', '#ffffff', '#000000', '#ff8800'];
  it.each(['light', 'dark'] as const)('in %s mode, for every preset and odd custom colours', (mode) => {
    for (const primary of colours) {
      const options = appThemeOptions({ primary, mode });
      const palette = options.palette as { primary: { main: string; contrastText: string }; background: { default: string; paper: string } };
      const { shell } = options;
      const pairs: [string, string, string][] = [
        ['primary on paper', palette.primary.main, palette.background.paper],
        ['primary on page', palette.primary.main, palette.background.default],
        ['text on primary', palette.primary.contrastText, palette.primary.main],
        ['menu text', shell.sidebarText, shell.sidebarBg],
        ['nested menu text', shell.sidebarText, shell.sidebarNestedBg],
        ['active menu item', shell.sidebarActiveText, shell.sidebarBg],
        ['active nested item', shell.sidebarActiveText, shell.sidebarNestedBg],
        ['hovered active item', shell.sidebarActiveText, shell.sidebarHover],
        ['logo', shell.logoText, shell.logoBg],
        ['tab text', shell.tagText, palette.background.paper],
        ['error text on page', (options.palette as { error: { main: string } }).error.main, palette.background.default],
        ['warning text on paper', (options.palette as { warning: { main: string } }).warning.main, palette.background.paper],
      ];
      // A contained button's hover: its text on the theme's own darker shade of primary.
      pairs.push(['text on hovered primary', palette.primary.contrastText, asHex(createAppTheme({ primary, mode }).palette.primary.dark)]);
      for (const [what, fg, bg] of pairs) expect(contrastRatio(fg, bg), `${mode} ${primary} ${what}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads well', () => {
    expect(readableOn('#304156', ['#ffffff'])).toBe('#304156');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
