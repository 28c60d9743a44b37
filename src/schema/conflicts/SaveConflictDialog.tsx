import { useId, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEditContext, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isApiError, staleCurrent } from '../../api';
import { fieldLabel } from '../labels';
import type { ResourceDef } from '../types';
import { ConflictValue, StaysRemoved } from './ConflictValue';
import { conflictRows, defaultChoices, mergedValues, type ConflictRow, type Side } from './merge';
import type { SaveConflicts } from './useSaveConflicts';

const C = 'live.conflict';

/** One field both sides may have changed: what it was, their value and the typed one, and which to keep. */
function FieldChoice({ def, row, side, onChange, records }: { def: ResourceDef; row: ConflictRow; side: Side; onChange: (side: Side) => void; records: { base: Record<string, unknown>; mine: Record<string, unknown>; theirs: Record<string, unknown> } }) {
  const translate = useTranslate();
  const field = def.fields.find((f) => f.source === row.source)!;
  const label = translate(fieldLabel(def, field));
  const option = (value: Side, changed: boolean, content: unknown, record: Record<string, unknown>, typed?: boolean) => (
    <FormControlLabel
      value={value}
      control={<Radio size="small" />}
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.25 } }}
      label={
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${C}.${value}${changed ? '' : '_same'}`)}
          </Typography>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <ConflictValue def={def} field={field} value={content} from={row.loaded} record={record} typed={typed} />
          </Box>
        </Box>
      }
    />
  );
  return (
    <Box component="fieldset" sx={{ m: 0, p: 1.5, border: 1, borderColor: row.clash ? 'warning.main' : 'divider', borderRadius: 1, minWidth: 0 }} data-testid={`conflict-${row.source}`}>
      <Stack component="legend" direction="row" sx={{ px: 0.5, gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span">
          {label}
        </Typography>
        {row.clash && <Chip size="small" color="warning" label={translate(`${C}.both_changed`)} />}
      </Stack>
      {/* A list's sides are told as what each added and took away from it: no "was" line. */}
      {!field.reference?.multiple && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, overflowWrap: 'anywhere' }} component="div">
          {translate(`${C}.was`)} <ConflictValue def={def} field={field} value={row.loaded} from={row.loaded} record={records.base} />
        </Typography>
      )}
      <RadioGroup value={side} onChange={(_, value) => onChange(value as Side)} aria-label={label} sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {option('theirs', row.theirsChanged, row.theirs, records.theirs)}
        {option('mine', row.mineChanged, row.mine, records.mine, true)}
      </RadioGroup>
      {field.reference?.multiple && <StaysRemoved field={field} loaded={row.loaded} theirs={row.theirs} />}
    </Box>
  );
}

/**
 * What a save refused for a stale version shows: field by field, what the other person changed and
 * what this user typed. Keep mine saves the typed changes over the record as it is now; take theirs
 * loads it into the form; merge saves the choice made per field. Cancel returns to the form as typed.
 */
export default function SaveConflictDialog({ def, conflicts }: { def: ResourceDef; conflicts: SaveConflicts }) {
  const { conflict, close, again } = conflicts;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const client = useQueryClient();
  const form = useFormContext();
  const { resource, record, redirect: redirectTo } = useEditContext();
  const [update, { isPending }] = useUpdate();
  const [problem, setProblem] = useState<string | null>(null);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const sources = useMemo(() => def.fields.filter((f) => f.form !== false && f.edit !== false).map((f) => f.source), [def]);
  const rows = useMemo(() => (conflict ? conflictRows(sources, conflict.base, conflict.mine, conflict.theirs) : []), [conflict, sources]);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const [shownFor, setShownFor] = useState(conflict);
  // A new conflict (the record moved on again) starts from its own defaults.
  if (shownFor !== conflict) {
    setShownFor(conflict);
    setChoices({});
    setProblem(null);
  }
  if (!conflict || !resource || !record) return null;
  const chosen = { ...defaultChoices(rows), ...choices };

  const takeTheirs = () => {
    // The page's record becomes theirs: the form is loaded with it, and the next save is based on it.
    client.setQueriesData({ queryKey: [resource, 'getOne', { id: String(record.id) }] }, conflict.theirs);
    close();
    notify(`${C}.loaded`, { type: 'info' });
  };

  const saveWith = async (sides: Record<string, Side>) => {
    setProblem(null);
    try {
      const saved = await update(
        resource,
        { id: record.id, data: mergedValues(rows, sides, conflict.theirs), previousData: conflict.theirs, meta: { ownConflict: true } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      // Saved: leaving the form must not ask about unsaved changes.
      form.reset(undefined, { keepValues: true });
      close();
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      redirect(redirectTo ?? 'list', resource, record.id, saved);
    } catch (error) {
      const theirs = staleCurrent(error);
      if (theirs) again(theirs);
      else if (isApiError(error) && Object.keys(error.fields).length > 0) setProblem(Object.values(error.fields).join(' '));
      else if (error instanceof Error) setProblem(error.message);
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen} data-testid="save-conflict">
      <DialogTitle id={titleId}>{translate(`${C}.title`)}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{translate(rows.length > 0 ? `${C}.intro` : `${C}.intro_none`)}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(problem, { _: problem })}
          </Alert>
        )}
        <Stack sx={{ gap: 1.5 }}>
          {rows.map((row) => (
            <FieldChoice key={row.source} def={def} row={row} side={chosen[row.source]!} onChange={(side) => setChoices((c) => ({ ...c, [row.source]: side }))} records={conflict} />
          ))}
        </Stack>
      </DialogContent>
      {/* On a phone, two columns: four buttons in a column took a quarter of the screen. */}
      <DialogActions sx={{ display: { xs: 'grid', sm: 'flex' }, gridTemplateColumns: '1fr 1fr', flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={close} disabled={isPending} sx={{ mr: { sm: 'auto' } }}>
          {translate(`${C}.cancel`)}
        </Button>
        <Button onClick={takeTheirs} disabled={isPending}>
          {translate(`${C}.take_theirs`)}
        </Button>
        <Button onClick={() => void saveWith(defaultChoices(rows))} disabled={isPending} variant="outlined">
          {translate(`${C}.keep_mine`)}
        </Button>
        {rows.length > 0 && (
          <Button onClick={() => void saveWith(chosen)} disabled={isPending} variant="contained" data-testid="conflict-merge">
            {translate(`${C}.merge`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
