import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HandleStatus, Identity } from './calls';

// Pending needs attention, handling is under way, handled is done.
const STATUS_COLOR = { 0: 'error', 1: 'warning', 2: 'success' } as const;

export function HandleStatusChip({ status }: { status: HandleStatus | number | null | undefined }) {
  const translate = useTranslate();
  if (status === null || status === undefined) return null;
  const color = STATUS_COLOR[status as HandleStatus] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={status === 2 ? 'outlined' : 'filled'}
      label={translate(`app.handle.${status}`)}
      data-status={status}
    />
  );
}

export function IdentityChip({ identity }: { identity: Identity | string | null | undefined }) {
  const translate = useTranslate();
  if (!identity) return null;
  return <Chip size="small" variant="outlined" label={translate(`resources.warnings.choices.identity.${identity}`, { _: identity })} />;
}
