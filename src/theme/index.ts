import { createTheme, type Theme, type ThemeOptions as MuiThemeOptions } from '@mui/material/styles';
import { mix, readableOn } from './contrast';

export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];
export const DEFAULT_PRIMARY = '#409EFF';
/** The settings panel's swatches; any other colour comes from the custom picker. */
export const PRESET_COLORS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export interface ThemeOptions {
  primary?: string;
  mode?: 'light' | 'dark';
  size?: UiSize;
}

/** Colours of the shell around the screens (sidebar, logo, tags view). */
export interface ShellColors {
  sidebarBg: string;
  sidebarNestedBg: string;
  sidebarHover: string;
  sidebarText: string;
  sidebarActiveText: string;
  logoBg: string;
  logoText: string;
  border: string;
  tagText: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    shell: ShellColors;
  }
  interface ThemeOptions {
    shell?: ShellColors;
  }
}

// Base font size and spacing per size choice (spec §2: default, medium, small, mini).
const SCALE: Record<UiSize, { font: number; spacing: number; control: 'medium' | 'small'; dense: boolean }> = {
  default: { font: 15, spacing: 8, control: 'medium', dense: false },
  medium: { font: 14, spacing: 8, control: 'medium', dense: false },
  small: { font: 13, spacing: 6, control: 'small', dense: true },
  mini: { font: 12, spacing: 5, control: 'small', dense: true },
};

const SURFACES = {
  light: { default: '#f0f2f5', paper: '#ffffff' },
  dark: { default: '#121212', paper: '#1e1e1e' },
} as const;

function shellColors(primary: string, mode: 'light' | 'dark'): ShellColors {
  const base =
    mode === 'light'
      ? { sidebarBg: '#304156', sidebarNestedBg: '#1f2d3d', sidebarHover: '#263445', sidebarText: '#bfcbd9', logoBg: '#2b2f3a', border: '#d8dce5', tagText: '#495060' }
      : { sidebarBg: '#1d1e1f', sidebarNestedBg: '#161718', sidebarHover: '#2b2d30', sidebarText: '#c0c4cc', logoBg: '#141414', border: '#3a3b3d', tagText: '#d0d3d9' };
  return {
    ...base,
    logoText: '#ffffff',
    sidebarActiveText: readableOn(primary, [base.sidebarBg, base.sidebarNestedBg, base.sidebarHover]),
  };
}

// A Checkbox given an `aria-label` (react-admin's row selection) would put it on its wrapping
// span, where ARIA forbids it, and leave the input unnamed: the label goes to the input instead.
type LabelOwner = { 'aria-label'?: string };
const checkboxLabelOnInput = {
  root: (owner: LabelOwner) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (owner: LabelOwner) => (owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}),
};

/** The console's theme: colour, light/dark and size all come from here (no CDN stylesheet). */
export function appThemeOptions({ primary = DEFAULT_PRIMARY, mode = 'light', size = 'medium' }: ThemeOptions = {}): MuiThemeOptions & {
  sidebar: { width: number; closedWidth: number };
  shell: ShellColors;
} {
  const scale = SCALE[size];
  const surfaces = SURFACES[mode];
  // The chosen hue, made just dark (or light) enough for 4.5:1 text on the page's surfaces.
  const main = readableOn(primary, [surfaces.paper, surfaces.default]);
  // react-admin's bulk-actions bar: lighten(primary.light, 0.8) in light mode (MUI's light is main lightened 0.2).
  const bulkBar = mode === 'light' ? mix(mix(main, '#ffffff', 0.2), '#ffffff', 0.8) : surfaces.paper;
  const textSurfaces = [surfaces.paper, surfaces.default, bulkBar];
  // Status colours are used as text too (delete buttons, helper texts): same 4.5:1 rule.
  const status = (light: string, dark: string) => ({ main: mode === 'light' ? readableOn(light, textSurfaces) : dark });
  return {
    sidebar: { width: 210, closedWidth: 54 },
    shell: shellColors(primary, mode),
    palette: {
      mode,
      contrastThreshold: 4.5,
      // A contained button's hover is `dark`: in dark mode its black text must still read at 4.5:1.
      primary: { main, contrastText: mode === 'light' ? '#ffffff' : '#000000', ...(mode === 'dark' && { dark: readableOn(mix(main, '#000000', 0.3), ['#000000']) }) },
      error: status('#d32f2f', '#f44336'),
      warning: status('#ed6c02', '#ffa726'),
      info: status('#0288d1', '#29b6f6'),
      success: status('#2e7d32', '#66bb6a'),
      background: surfaces,
    },
    spacing: scale.spacing,
    typography: {
      fontSize: scale.font,
      fontFamily: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", Arial, sans-serif',
    },
    shape: { borderRadius: 4 },
    components: {
      MuiButton: { defaultProps: { size: scale.control } },
      MuiIconButton: { defaultProps: { size: scale.control } },
      MuiToggleButton: { defaultProps: { size: scale.control } },
      MuiToggleButtonGroup: { defaultProps: { size: scale.control } },
      MuiFab: { defaultProps: { size: scale.control } },
      MuiTextField: { defaultProps: { size: scale.control, variant: 'outlined' } },
      MuiFormControl: { defaultProps: { size: scale.control, variant: 'outlined' } },
      MuiAutocomplete: { defaultProps: { size: scale.control } },
      MuiCheckbox: { defaultProps: { size: scale.control, slotProps: checkboxLabelOnInput } },
      MuiRadio: { defaultProps: { size: scale.control } },
      MuiSwitch: { defaultProps: { size: scale.control } },
      MuiTable: { defaultProps: { size: size === 'default' ? 'medium' : 'small' } },
      MuiChip: { defaultProps: { size: scale.control } },
      MuiMenuItem: { defaultProps: { dense: scale.dense } },
      MuiList: { defaultProps: { dense: scale.dense } },
      MuiDialogTitle: { styleOverrides: { root: { fontSize: scale.font + 4 } } },
      MuiDialogContent: { styleOverrides: { root: { fontSize: scale.font } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: scale.font - 2 } } },
      // react-admin writes the selection count in primary.contrastText on a pale tint; use body text.
      // Select and tree filters are "dense" (4 px below); the filter row aligns its inputs' bottoms,
      // which would lift them above the keyword box.
      RaFilterForm: { styleOverrides: { root: { '& .MuiFormControl-marginDense': { marginBottom: 0 } } } },
      // A record page's card may shrink below its content's width, so that a wide table scrolls
      // inside it instead of widening the page on a phone.
      RaShow: { styleOverrides: { root: { '& .RaShow-card': { minWidth: 0 } } } },
      RaEdit: { styleOverrides: { root: { '& .RaEdit-card': { minWidth: 0 } } } },
      RaCreate: { styleOverrides: { root: { '& .RaCreate-card': { minWidth: 0 } } } },
      RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { color: mode === 'light' ? 'rgba(0,0,0,0.87)' : '#ffffff' } } } },
    },
  };
}

export function createAppTheme(options: ThemeOptions = {}): Theme {
  return createTheme(appThemeOptions(options));
}
