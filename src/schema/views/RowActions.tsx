import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import KeyIcon from '@mui/icons-material/Key';
import {
  Confirm,
  Form,
  useCanAccess,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { isApiError } from '../../api';
import { PasswordFields } from '../inputs/PasswordFields';
import { fieldLabel } from '../labels';
import { useResourceDef } from '../RegistryContext';
import type { RowAction } from '../types';
import { validatorsFor } from '../validators';
import { useRecordName } from './ConfirmDeleteButton';
import { ActionButton } from './ActionButton';

/** Flips a 1/0 status through the update call; disabling asks first, enabling does not. */
function ToggleStatusButton({ source, compact }: { source: string; compact?: boolean }) {
  const record = useRecordContext<Record<string, unknown> & { id: number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const name = useRecordName();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record || !resource || !canAccess) return null;
  const enabled = Number(record[source]) === 1;

  const run = () =>
    update(
      resource,
      { id: record.id, data: { [source]: enabled ? 0 : 1 }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(enabled ? 'schema.row.disabled_done' : 'schema.row.enabled_done', { type: 'info', messageArgs: { name } });
        },
        onError: () => setAsking(false),
      },
    );

  return (
    <>
      <ActionButton
        label={enabled ? 'schema.row.disable' : 'schema.row.enable'}
        color={enabled ? 'warning' : 'success'}
        icon={enabled ? <BlockIcon /> : <CheckCircleOutlineIcon />}
        compact={compact}
        disabled={isPending}
        onClick={() => (enabled ? setAsking(true) : run())}
      />
      {/* Clicks inside the dialog must not reach the list row behind it (React bubbles through portals). */}
      <span onClick={(e) => e.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={isPending}
          title={translate('schema.row.disable_title', { name })}
          content={translate('schema.row.disable_content', { name })}
          confirm="schema.row.disable"
          confirmColor="warning"
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
  );
}

/** Sets a new password (typed twice, strength shown); only the password is sent. */
function ResetPasswordButton({ source, compact }: { source: string; compact?: boolean }) {
  const def = useResourceDef();
  const record = useRecordContext<Record<string, unknown> & { id: number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const name = useRecordName();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const field = def.fields.find((f) => f.source === source);
  if (!record || !resource || !canAccess || !field) return null;
  const titleId = `reset-${resource}-${String(record.id)}`;

  // Answers the server's field errors (2001) so that they show under the inputs.
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(resource, { id: record.id, data: { [source]: values[source] }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      setOpen(false);
      notify('schema.row.password_changed', { type: 'info', messageArgs: { name } });
      return undefined;
    } catch (error) {
      return isApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : undefined;
    }
  };

  return (
    <>
      <ActionButton label="schema.row.reset_password" icon={<KeyIcon />} compact={compact} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs">
        {/* A fresh form each time: nothing typed before is kept or shown again. */}
        {open && (
          <Form onSubmit={save} record={{}} noValidate>
            <DialogTitle id={titleId}>{translate('schema.row.reset_title', { name })}</DialogTitle>
            {/* Room above the first input, whose label sits on its top border. */}
            <DialogContent sx={{ '&&': { pt: 1 } }}>
              <PasswordFields source={source} label={fieldLabel(def, field)} validate={validatorsFor({ ...field, required: true }, 'create')} mode="create" confirm autoFocus />
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
              <MuiButton type="submit" variant="contained" disabled={isPending}>
                {translate('ra.action.save')}
              </MuiButton>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
}

/** The declared row actions of a resource, for a list row or a detail toolbar. */
export function RowActionButtons({ actions, compact }: { actions: readonly RowAction[] | undefined; compact?: boolean }) {
  return (
    <>
      {(actions ?? []).map((action) =>
        action.type === 'toggleStatus' ? (
          <ToggleStatusButton key={`${action.type}-${action.source}`} source={action.source} compact={compact} />
        ) : (
          <ResetPasswordButton key={`${action.type}-${action.source}`} source={action.source} compact={compact} />
        ),
      )}
    </>
  );
}
