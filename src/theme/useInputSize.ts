import { useTheme } from '@mui/material';

/**
 * The size selector's input size. Some react-admin inputs (NumberInput, PasswordInput) force
 * size="small"; passing this keeps them as tall as the others.
 */
export function useInputSize(): 'small' | 'medium' | undefined {
  const size = useTheme().components?.MuiTextField?.defaultProps?.size;
  return size === 'small' || size === 'medium' ? size : undefined;
}
