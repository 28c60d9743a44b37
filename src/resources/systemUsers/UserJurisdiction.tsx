import { useState } from 'react';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, RecordContextProvider, useCanAccess, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { call } from '../../api';
import { isApiError } from '../../api/errors';
import { versionBody } from '../../dataProvider/versions';
import { FieldInput } from '../../schema/FieldInput';
import { FieldValue } from '../../schema/FieldValue';
import { useResourceDef } from '../../schema/RegistryContext';
import type { SystemUserRow } from '../roles/calls';

const J = 'resources.systemUsers.jurisdiction';

/** A cleared picker means no body: the whole installation. */
const bodyOf = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));

/** Binds the user to another body (`account-update`) with the new-user form's picker; a refusal stays in the dialog. */
function BindDialog({ user, onClose, onSaved }: { user: SystemUserRow; onClose: () => void; onSaved: () => void }) {
  const def = useResourceDef();
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = def.fields.find((f) => f.source === 'government_id')!;
  const save = async (values: Record<string, unknown>) => {
    const government_id = bodyOf(values.government_id);
    if (government_id === (user.government_id ?? null)) return onClose();
    setBusy(true);
    setError(null);
    try {
      await call('operate/auth/account-update', { id: user.id, government_id, ...versionBody(user.version) });
      onSaved();
      return undefined;
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && Object.keys(e.fields).length > 0) return e.fields;
      setError(e instanceof Error ? e.message : 'app.api.unknown');
      return undefined;
    }
  };
  const titleId = `bind-user-${user.id}`;
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={save} record={{ id: user.id, government_id: user.government_id ?? null }} noValidate>
        <DialogTitle id={titleId}>{translate(`${J}.dialog_title`, { account: user.account })}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <Stack sx={{ gap: 2 }}>
            {error && (
              <Alert severity="error" role="alert">
                {translate(error, { _: error })}
              </Alert>
            )}
            <FieldInput def={def} field={field} mode="edit" />
            <DialogContentText>{translate(`${J}.next_call`)}</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** A system user's jurisdiction: the body they oversee, and, for those who may update users, a change of it (not one's own). */
export function UserJurisdiction({ user, self }: { user: SystemUserRow; self: boolean }) {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext();
  // account-update needs user:update, as the status and the password reset do.
  const { canAccess: canChange } = useCanAccess({ resource, action: 'edit' });
  const [open, setOpen] = useState(false);
  const field = def.fields.find((f) => f.source === 'government_id')!;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${J}.title`)}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${J}.hint`)}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="user-jurisdiction">
          {user.government_id == null ? (
            <Typography>{translate(`${J}.none`)}</Typography>
          ) : (
            <RecordContextProvider value={user}>
              <FieldValue def={def} field={field} size="show" />
            </RecordContextProvider>
          )}
          {canChange && !self && (
            <Button size="small" startIcon={<EditLocationAltIcon />} onClick={() => setOpen(true)}>
              {translate(`${J}.change`)}
            </Button>
          )}
        </Stack>
      </Stack>
      {open && (
        <BindDialog
          user={user}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            notify(`${J}.saved`, { type: 'info' });
            refresh();
          }}
        />
      )}
    </Box>
  );
}
