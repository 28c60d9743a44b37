import { useTheme } from '@mui/material/styles';

/** What a chart paints with, from the MUI theme: readable in light and dark mode alike. */
export interface ChartColors {
  inspections: string;
  warnings: string;
  grid: string;
  axis: string;
  text: string;
  paper: string;
  fontFamily: string;
}

export function useChartColors(): ChartColors {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return {
    // The primary colour is the user's choice (settings panel); its light tone reads better on dark paper.
    inspections: dark ? theme.palette.primary.light : theme.palette.primary.main,
    warnings: dark ? theme.palette.error.light : theme.palette.error.main,
    grid: theme.palette.divider,
    axis: theme.palette.text.secondary,
    text: theme.palette.text.primary,
    paper: theme.palette.background.paper,
    fontFamily: String(theme.typography.fontFamily ?? 'sans-serif'),
  };
}
