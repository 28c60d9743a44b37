import { createTheme, type Theme, type ThemeOptions as MuiThemeOptions } from '@mui/material/styles';

export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];
export const DEFAULT_PRIMARY = '#409EFF';

export interface ThemeOptions {
  primary?: string;
  mode?: 'light' | 'dark';
  size?: UiSize;
}

// Base font size and spacing per size choice (spec §2: default, medium, small, mini).
const SCALE: Record<UiSize, { font: number; spacing: number; control: 'medium' | 'small' }> = {
  default: { font: 15, spacing: 8, control: 'medium' },
  medium: { font: 14, spacing: 8, control: 'medium' },
  small: { font: 13, spacing: 6, control: 'small' },
  mini: { font: 12, spacing: 5, control: 'small' },
};

/** The console's theme: colour, light/dark and size all come from here (no CDN stylesheet). */
export function appThemeOptions({ primary = DEFAULT_PRIMARY, mode = 'light', size = 'medium' }: ThemeOptions = {}): MuiThemeOptions & {
  sidebar: { width: number; closedWidth: number };
} {
  const scale = SCALE[size];
  return {
    sidebar: { width: 210, closedWidth: 55 },
    palette: {
      mode,
      primary: { main: primary },
      background: mode === 'light' ? { default: '#f0f2f5', paper: '#ffffff' } : { default: '#121212', paper: '#1e1e1e' },
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
      MuiTextField: { defaultProps: { size: scale.control, variant: 'outlined' } },
      MuiFormControl: { defaultProps: { size: scale.control, variant: 'outlined' } },
      MuiTable: { defaultProps: { size: size === 'default' ? 'medium' : 'small' } },
      MuiChip: { defaultProps: { size: scale.control } },
    },
  };
}

export function createAppTheme(options: ThemeOptions = {}): Theme {
  return createTheme(appThemeOptions(options));
}
