import { useState } from 'react';
import { Alert, AlertTitle, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useDelete, useNotify, useRedirect, useTranslate, useUnselect, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ErrorCode, isApiError, staleCurrent } from '../../api';
import { StaleChanges } from '../conflicts/StaleChanges';
import { itemLabel } from '../labels';
import { useResourceDef } from '../RegistryContext';
import { useRecordName } from './ConfirmDeleteButton';

interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  redirect: RedirectionSideEffect;
  record: RaRecord;
  resource: string;
}

/** The confirmation naming the record, and what the server answered when it refused. */
export default function DeleteDialog({ open, onClose, redirect, record, resource }: DeleteDialogProps) {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useNotify();
  const goTo = useRedirect();
  const unselect = useUnselect(resource);
  const form = useFormContext();
  const name = useRecordName();
  const [deleteOne, { isPending }] = useDelete();
  const [problem, setProblem] = useState<{ conflict: boolean; message: string } | null>(null);
  // Changed by someone else since it was shown: asked again, saying what changed, before it goes.
  const [stale, setStale] = useState<Record<string, unknown> | null>(null);

  const close = () => {
    onClose();
    setProblem(null);
    setStale(null);
  };
  const confirm = () => {
    setProblem(null);
    deleteOne(
      resource,
      { id: record.id, previousData: stale ?? record, meta: { ownConflict: true } },
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
          const current = staleCurrent(error);
          if (current) return setStale(current);
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
        {stale && !problem && (
          <Alert severity="warning" role="alert" data-testid="delete-stale">
            <AlertTitle>{translate('live.delete.stale_title')}</AlertTitle>
            <StaleChanges def={def} before={record} after={stale} />
            <Box sx={{ mt: 1 }}>{translate('live.delete.stale_question', { name })}</Box>
          </Alert>
        )}
        {!problem && !stale && (
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
            {translate(problem ? 'schema.delete.retry' : stale ? 'live.delete.anyway' : 'ra.action.delete')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
