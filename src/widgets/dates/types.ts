import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';

/** A day input's props; the value is the contract's `YYYY-MM-DD`, null when empty. */
export interface DateFieldProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label: string;
  /** The earliest and latest days that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  name?: string;
  onBlur?: () => void;
  required?: boolean;
  /** Offers a button that empties the field; default: when not required. */
  clearable?: boolean;
  disabled?: boolean;
}
