// The company screen's panels and their calls: the screen's strings, one call's loading, error
// and empty states (never a blank panel), and the paged answer they read.
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const PREFIX = 'resources.companies.screen.';

/** The company screen's strings: `tr('staff.name')` reads `resources.companies.screen.staff.name`. */
export function useScreenText() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(PREFIX + key, options);
}

interface CallViewProps {
  isPending: boolean;
  error: Error | undefined;
  /** True when the answer has nothing to show. */
  empty: boolean;
  /** What to say when empty (a translated text); the generic "nothing here" otherwise. */
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** One call's loading, error and empty states, so no panel is ever blank. */
export function CallView({ isPending, error, empty, emptyText, onRetry, children }: CallViewProps) {
  const tr = useScreenText();
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{tr('state.retry')}</Button>}
      >
        {tr('state.error', { message: error.message })}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{tr('state.loading')}</Typography>
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="empty-state">
        {emptyText ?? tr('state.empty')}
      </Typography>
    );
  }
  return <>{children}</>;
}

/** The paged list answer of docs/API.md. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
