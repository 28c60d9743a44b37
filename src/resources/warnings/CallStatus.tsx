import { Alert, Box, Button, LinearProgress, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiErrorText } from '../../pages/apiErrorText';

interface Props {
  isPending: boolean;
  error: { message: string; code?: number } | null | undefined;
  refetch: () => void;
  /** Shown instead of the server's words for a record that does not exist (2005). */
  notFound?: string;
  /** Placeholder lines while loading. */
  lines?: number;
}

/**
 * Loading and failure for one call's panel; renders nothing once the data is there, so that
 * a panel reads `<CallStatus {...state} /> ?? content`.
 */
export function CallStatus({ isPending, error, refetch, notFound, lines = 3 }: Props) {
  const translate = useTranslate();
  if (error) {
    const missing = notFound && error.code === 2005;
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={refetch}>
              {translate('resources.warnings.show.retry')}
            </Button>
          )
        }
      >
        {missing ? translate(notFound) : apiErrorText({ message: error.message, code: error.code ?? -1 }, translate)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Box aria-busy="true">
        <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Box>
    );
  }
  return null;
}

/** True while the panel has nothing of its own to show yet. */
export function callBusy(state: { isPending: boolean; error: unknown }): boolean {
  return state.isPending || !!state.error;
}
