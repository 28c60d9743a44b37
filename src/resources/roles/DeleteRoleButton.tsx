import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Stack } from '@mui/material';
import { Button as RaButton, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { ErrorCode, isApiError, staleCurrent } from '../../api';
import { StaleChanges } from '../../schema/conflicts/StaleChanges';
import { useResourceDef } from '../../schema/RegistryContext';
import { ADMIN_ROLE } from '../../auth/session';
import type { RoleRow } from '../permissions/data';
import { useRoleHolders } from './calls';
import { RoleHolders } from './RoleHolders';

const D = 'resources.roles.delete';

/**
 * Deletes a role after a confirmation that first asks who still holds it: while users hold
 * it the server refuses (2009), so the dialog names them and keeps the delete button off.
 */
export function DeleteRoleButton({ redirectToList = false }: { redirectToList?: boolean }) {
  const record = useRecordContext<RoleRow>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ action: 'delete', resource, record, enabled: !!record });
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // Changed by someone else since it was shown: asked again, saying what changed.
  const [stale, setStale] = useState<Record<string, unknown> | null>(null);
  const def = useResourceDef();
  const holders = useRoleHolders(record?.id, open);
  const [deleteOne, { isPending: deleting }] = useDelete();

  if (!record || !resource || !canAccess || record.name === ADMIN_ROLE) return null;
  const held = holders.data?.length ?? 0;
  const titleId = `delete-role-${record.id}`;

  const remove = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: stale ?? record, meta: { ownConflict: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          if (redirectToList) redirect('list', resource);
        },
        onError: (error) => {
          const current = staleCurrent(error);
          if (current) return setStale(current);
          // Someone gave the role to a user meanwhile: say so and show who.
          setRefused(isApiError(error) && error.code === ErrorCode.conflict ? translate(`${D}.refused`) : (error as Error).message);
          holders.refetch();
        },
      },
    );

  return (
    <>
      <RaButton
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setRefused(null);
          setStale(null);
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </RaButton>
      {/* Clicks inside the dialog must not reach the table row behind it. */}
      <Dialog open={open} onClose={() => !deleting && setOpen(false)} onClick={(event) => event.stopPropagation()} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(`${D}.title`, { title: record.title })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2 }}>
            {stale && (
              <Alert severity="warning" role="alert" data-testid="delete-stale">
                <AlertTitle>{translate('live.delete.stale_title')}</AlertTitle>
                <StaleChanges def={def} before={record as unknown as Record<string, unknown>} after={stale} />
                {translate('live.delete.stale_question', { name: record.title })}
              </Alert>
            )}
            {refused && (
              <Alert severity="error" role="alert">
                {refused}
              </Alert>
            )}
            {holders.isPending ? (
              <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : held > 0 ? (
              <>
                <Alert severity="warning">{translate(`${D}.held`, { smart_count: held })}</Alert>
                <RoleHolders users={holders.data} isPending={false} error={undefined} />
              </>
            ) : (
              <DialogContentText>{translate(`${D}.confirm`)}</DialogContentText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={deleting} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={remove} disabled={deleting || holders.isPending || held > 0}>
            {translate(stale ? 'live.delete.anyway' : 'ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
