import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../api';
import { refreshDefinitions } from '../../schema/definitions/store';
import { apiErrorText } from '../apiErrorText';
import { saveAllDefinitions, type DefinitionEntry, type SaveAllItem, type SaveAnswer } from './calls';
import { DefinitionDiff } from './DefinitionDiff';
import type { DraftDocument } from './draft';
import type { UploadedFile } from './files';
import { PlanInWords } from './PlanInWords';
import { confirmable } from './planWords';
import { useDesignerRefresh } from './queries';
import { useProblemText } from './problems';

interface Checked {
  upload: UploadedFile;
  stored?: DefinitionEntry;
  plan?: SaveAnswer;
  /** The server's refusal of the file itself (a problem of the language, a stale version…). */
  error?: string;
  problems?: Record<string, string>;
}

/** A file as an item of the call; applying confirms the refusals its dry run said a confirm passes. */
const itemOf =
  (applying: boolean) =>
  (c: Checked): SaveAllItem => ({ definition: c.upload.doc, base_version: c.stored?.version, confirm: applying && (c.plan?.refusals.length ?? 0) > 0 });

/** The failing item of a definition-save-all answer (`data.item`), if it names one. */
const failedItem = (e: unknown): number | undefined => (isApiError(e) && typeof e.data?.item === 'number' ? e.data.item : undefined);

/** The item's places, as the file's own (`items.1.definition.fields.0.type` is `fields.0.type`). */
const placesOf = (e: ApiError, index: number): Record<string, string> =>
  Object.fromEntries(Object.entries(e.fields).map(([place, message]) => [place.replace(new RegExp(`^items\\.${index}\\.(definition\\.)?`), ''), message]));

/** The files with the one the failure names (`data.item` among those sent) marked with the server's words. */
function markFailed(files: readonly Checked[], sent: readonly Checked[], e: unknown, error: string): Checked[] {
  const item = failedItem(e);
  const failed = item === undefined ? undefined : sent[item];
  return files.map((c) => (c === failed && isApiError(e) ? { ...c, error, problems: placesOf(e, item!) } : c));
}

/** Uploaded definition files: each one's diff against the version in force and its plan, then all applied together or none. */
export function UploadDialog({ uploads, definitions, onClose }: { uploads: UploadedFile[]; definitions: readonly DefinitionEntry[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useDesignerRefresh();
  const problemText = useProblemText();
  const [checked, setChecked] = useState<Checked[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const errorText = (e: unknown) => (isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
  /** The call's failure, named after the file it came from. */
  const failureText = (e: unknown, sent: readonly Checked[]) => {
    const item = failedItem(e);
    const file = item === undefined ? undefined : sent[item]?.upload.file;
    return file ? t('designer.files.failed_file', { file, message: errorText(e) }) : t('designer.files.failed', { message: errorText(e) });
  };

  useEffect(() => {
    let live = true;
    const all: Checked[] = uploads.map((upload) =>
      upload.doc ? { upload, stored: definitions.find((d) => d.name === upload.doc?.name) } : { upload, error: t(`designer.files.unreadable_${upload.unreadable}`) },
    );
    const readable = all.filter((c) => c.upload.doc);
    // One dry run of them all: each file is planned against what the ones before it leave.
    (async () => {
      try {
        const plans = readable.length > 0 ? await saveAllDefinitions(readable.map(itemOf(false)), true) : [];
        if (live) setChecked(all.map((c) => ({ ...c, plan: plans[readable.indexOf(c)] })));
      } catch (e) {
        if (!live) return;
        setChecked(markFailed(all, readable, e, errorText(e)));
        if (failedItem(e) === undefined) setFailure(failureText(e, readable));
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = !!checked && checked.every((c) => c.plan && confirmable(c.plan.refusals));
  const apply = async () => {
    const sent = checked!;
    setBusy(true);
    setFailure(null);
    try {
      await saveAllDefinitions(sent.map(itemOf(true)), false);
      notify('designer.files.applied', { type: 'success', messageArgs: { count: sent.length, smart_count: sent.length } });
      await refreshDefinitions();
      await refresh();
      onClose();
    } catch (e) {
      // Nothing was applied: the dialog stays, with the file that refused it.
      setFailure(failureText(e, sent));
      setChecked(markFailed(sent, sent, e, errorText(e)));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="designer-upload-title">
      <DialogTitle id="designer-upload-title">{t('designer.files.upload_title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('designer.files.together')}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {!checked ? (
          <CircularProgress size={24} aria-label={t('ra.page.loading')} />
        ) : (
          <Stack spacing={3} divider={<Divider />}>
            {checked.map((c) => (
              <Stack key={c.upload.file} spacing={1}>
                <Typography variant="subtitle1" component="h3" sx={{ fontFamily: 'monospace' }}>
                  {c.upload.file}
                </Typography>
                {c.error && (
                  <Alert severity="error">
                    {c.error}
                    {Object.entries(c.problems ?? {}).map(([place, message]) => (
                      <div key={place}>{`${place}: ${problemText(message)}`}</div>
                    ))}
                  </Alert>
                )}
                {c.upload.doc && <DefinitionDiff before={c.stored?.document} after={c.upload.doc} label={c.upload.file} />}
                {c.plan && <PlanInWords plan={c.plan} doc={c.upload.doc as DraftDocument} />}
              </Stack>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('designer.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={apply}>
          {t('designer.files.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
