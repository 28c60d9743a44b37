import { useState } from 'react';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCanAccess, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { call } from '../../api';
import { useCall } from '../../api/useCall';
import { versionBody } from '../../dataProvider/versions';
import type { RoleRow } from '../permissions/data';
import type { SystemUserRow } from '../roles/calls';
import { isSelf, useSession } from './self';

const R = 'resources.systemUsers.roles';

/** Confirms taking one role from a user (`account-role-delete`); a refusal stays in the dialog. */
function RemoveRoleDialog({ user, role, onClose, onRemoved }: { user: SystemUserRow; role: RoleRow; onClose: () => void; onRemoved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('operate/auth/account-role-delete', { user_id: user.id, role_id: role.id, ...versionBody(user.version) });
      notify(`${R}.removed`, { type: 'info' });
      onRemoved();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'app.api.unknown');
      setBusy(false);
    }
  };
  const titleId = `remove-role-${role.id}`;
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${R}.remove_title`, { role: role.title, account: user.account })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {error && (
            <Alert severity="error" role="alert">
              {translate(error, { _: error })}
            </Alert>
          )}
          <DialogContentText>{translate(isSelf(session, user) ? `${R}.remove_self` : `${R}.remove_confirm`)}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={remove} disabled={busy}>
          {translate(`${R}.remove`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A user's roles (`user-roles`), each with a remove button for those allowed to take it away. */
export function UserRoles({ user }: { user: SystemUserRow }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const resource = useResourceContext();
  // account-role-delete needs user:delete, as deleting a user does.
  const { canAccess: canRemove } = useCanAccess({ resource, action: 'delete' });
  const roles = useCall<RoleRow[]>('operate/permission/user-roles', { user_id: user.id });
  const [removing, setRemoving] = useState<RoleRow | null>(null);

  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.hint`)}
      </Typography>
      {roles.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : roles.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={roles.refetch}>{translate('resources.permissions.page.retry')}</Button>}>
          {translate(`${R}.load_failed`)}
        </Alert>
      ) : !roles.data || roles.data.length === 0 ? (
        <Alert severity="warning">{translate(`${R}.empty`)}</Alert>
      ) : (
        <Table size="small" aria-label={translate(`${R}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.roles.fields.title')}</TableCell>
              <TableCell>{translate('resources.roles.fields.name')}</TableCell>
              {canRemove && <TableCell align="right">{translate('app.list.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.data.map((role) => (
              <TableRow key={role.id}>
                <TableCell>{role.title}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{role.name}</TableCell>
                {canRemove && (
                  <TableCell align="right">
                    <Button size="small" color="error" startIcon={<RemoveCircleOutlineIcon />} onClick={() => setRemoving(role)}>
                      {translate(`${R}.remove`)}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {removing && (
        <RemoveRoleDialog
          user={user}
          role={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            roles.refetch();
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
