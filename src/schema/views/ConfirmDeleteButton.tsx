import { useState } from 'react';
import { Alert, AlertTitle, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  useUnselect,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ErrorCode, isApiError } from '../../api';
import { itemLabel } from '../labels';
import { useResourceDef } from '../RegistryContext';
import { ActionButton } from './ActionButton';
import { useMountOnOpen } from '../../widgets/useMountOnOpen';

/** What the delete dialog says about the record, e.g. "Government: 武汉市应急管理局". */
export function useRecordName(): string {
  const def = useResourceDef();
  const record = useRecordContext<Record<string, unknown>>();
  const title = def.recordTitle ? record?.[def.recordTitle] : undefined;
  return title === undefined || title === null || title === '' ? `#${String(record?.id ?? '')}` : String(title);
}

/**
 * Delete after a confirmation naming the record. When the server refuses because other
 * records still point at it (2009), the dialog stays open and says so, with what to do next,
 * instead of vanishing behind a short message. The dialog and its delete call are made on the
 * first click: a list draws this button on every row.
 */
export function ConfirmDeleteButton({ redirect = 'list', compact }: { redirect?: RedirectionSideEffect; compact?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  // Without the record: access never depends on it, and one answer then serves every row.
  const { canAccess } = useCanAccess({ action: 'delete', resource });
  const dialog = useMountOnOpen();

  if (!record || !canAccess || !resource) return null;
  return (
    <>
      <ActionButton label="ra.action.delete" color="error" icon={<DeleteIcon />} compact={compact} onClick={dialog.show} />
      {dialog.mounted && <DeleteDialog open={dialog.open} onClose={dialog.hide} redirect={redirect} record={record} resource={resource} />}
    </>
  );
}

interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  redirect: RedirectionSideEffect;
  record: RaRecord;
  resource: string;
}

function DeleteDialog({ open, onClose, redirect, record, resource }: DeleteDialogProps) {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useNotify();
  const goTo = useRedirect();
  const unselect = useUnselect(resource);
  const form = useFormContext();
  const name = useRecordName();
  const [deleteOne, { isPending }] = useDelete();
  const [problem, setProblem] = useState<{ conflict: boolean; message: string } | null>(null);

  const close = () => {
    onClose();
    setProblem(null);
  };
  const confirm = () => {
    setProblem(null);
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          unselect([record.id]);
          // The record is gone: unsaved edits to it must not block leaving the form.
          form?.reset(undefined, { keepValues: true });
          goTo(redirect, resource);
        },
        onError: (error) => {
          const message = error instanceof Error ? error.message : 'app.api.unknown';
          setProblem({ conflict: isApiError(error) && error.code === ErrorCode.conflict, message });
        },
      },
    );
  };
  const titleId = `delete-${resource}-${String(record.id)}`;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
      <DialogTitle id={titleId}>{translate('schema.delete.title', { name })}</DialogTitle>
      <DialogContent>
        {!problem && (
          <DialogContentText>
            {translate('schema.delete.content', { resource: translate(itemLabel(def)), name })}
          </DialogContentText>
        )}
        {problem && (
          <Alert severity={problem.conflict ? 'warning' : 'error'} role="alert">
            <AlertTitle>{translate(problem.conflict ? 'schema.delete.conflict_title' : 'schema.delete.failed_title')}</AlertTitle>
            {translate(problem.message, { _: problem.message })}
            {problem.conflict && <Box sx={{ mt: 1 }}>{translate('schema.delete.conflict_hint')}</Box>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={close} autoFocus={!problem?.conflict ? undefined : true}>
          {translate(problem?.conflict ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        {!problem?.conflict && (
          <MuiButton onClick={confirm} color="error" variant="contained" disabled={isPending} startIcon={<DeleteIcon />}>
            {translate(problem ? 'schema.delete.retry' : 'ra.action.delete')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
