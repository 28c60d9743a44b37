import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { call, isApiError } from '../../api';
import { SessionsList } from '../../pages/Security/SessionsList';
import type { SystemUserRow } from '../roles/calls';

interface Lock {
  scope: 'address' | 'account';
  address: string | null;
  failures: number;
  locked_until: string | null;
}

/** A user's login locks, as an administrator sees and clears them. */
function Locks({ user }: { user: SystemUserRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locks, setLocks] = useState<Lock[] | null>(null);
  const load = useCallback(() => void call('operate/auth/account-locks', { id: user.id }).then(setLocks), [user.id]);
  useEffect(load, [load]);
  if (!locks) return null;
  const clear = async () => {
    await call('operate/auth/account-locks-clear', { id: user.id });
    notify('security.admin.cleared', { type: 'info' });
    load();
  };
  if (locks.length === 0) return <Typography variant="body2" color="text.secondary">{translate('security.admin.no_locks')}</Typography>;
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {locks.map((lock) => (
          <li key={`${lock.scope}-${lock.address ?? ''}`}>
            <Typography variant="body2">
              {[
                lock.address ? translate('security.admin.from_address', { address: lock.address }) : translate('security.admin.all_addresses'),
                lock.failures > 0 ? translate('security.admin.failures', { smart_count: lock.failures }) : null,
                lock.locked_until ? translate('security.admin.locked_until', { time: new Date(lock.locked_until).toLocaleTimeString() }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </li>
        ))}
      </Box>
      <Button size="small" variant="outlined" onClick={() => void clear()}>
        {translate('security.admin.clear_locks')}
      </Button>
    </Stack>
  );
}

/** An administrator's security section of another user: locks, second factor, sessions. */
export function UserSecurity({ user }: { user: SystemUserRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    setAsking(false);
    try {
      await call('operate/auth/account-mfa-reset', { id: user.id }, { silent: true });
      notify('security.admin.reset_done', { type: 'info' });
    } catch (e) {
      if (isApiError(e)) notify(e.message, { type: 'warning' });
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('security.admin.title')}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('security.admin.locks')}
        </Typography>
        <Locks user={user} />
      </Box>
      <Box>
        <Button size="small" color="warning" variant="outlined" onClick={() => setAsking(true)}>
          {translate('security.admin.reset_mfa')}
        </Button>
        <Confirm
          isOpen={asking}
          title="security.admin.reset_mfa"
          content={translate('security.admin.reset_mfa_confirm', { name: user.name })}
          onConfirm={() => void reset()}
          onClose={() => setAsking(false)}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('security.sessions.title_of')}
        </Typography>
        <SessionsList userId={user.id} />
      </Box>
    </Stack>
  );
}
