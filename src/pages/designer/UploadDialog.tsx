import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { refreshDefinitions } from '../../schema/definitions/store';
import { apiErrorText } from '../apiErrorText';
import { saveDefinition, type DefinitionEntry, type SaveAnswer } from './calls';
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

/** Uploaded definition files: each one's diff against the version in force and its plan, then all applied in turn. */
export function UploadDialog({ uploads, definitions, onClose }: { uploads: UploadedFile[]; definitions: readonly DefinitionEntry[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useDesignerRefresh();
  const problemText = useProblemText();
  const [checked, setChecked] = useState<Checked[] | null>(null);
  const [busy, setBusy] = useState(false);

  const request = (c: Checked, dry: boolean) => ({ definition: c.upload.doc, base_version: c.stored?.version, dry_run: dry, confirm: !dry && (c.plan?.refusals.length ?? 0) > 0 });

  useEffect(() => {
    let live = true;
    const check = async (upload: UploadedFile): Promise<Checked> => {
      const stored = definitions.find((d) => d.name === upload.doc?.name);
      if (!upload.doc) return { upload, error: t(`designer.files.unreadable_${upload.unreadable}`) };
      try {
        return { upload, stored, plan: await saveDefinition(request({ upload, stored }, true)) };
      } catch (e) {
        return { upload, stored, error: isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'), problems: isApiError(e) ? e.fields : undefined };
      }
    };
    // One at a time: each dry run may ask for the password, once.
    (async () => {
      const out: Checked[] = [];
      for (const upload of uploads) out.push(await check(upload));
      if (live) setChecked(out);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = !!checked && checked.every((c) => c.plan && confirmable(c.plan.refusals));
  const apply = async () => {
    setBusy(true);
    try {
      for (const c of checked!) await saveDefinition(request(c, false));
      notify('designer.files.applied', { type: 'success', messageArgs: { count: checked!.length, smart_count: checked!.length } });
      await refreshDefinitions();
      await refresh();
      onClose();
    } catch (e) {
      notify(isApiError(e) ? apiErrorText(e, t) : 'app.api.unknown', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="designer-upload-title">
      <DialogTitle id="designer-upload-title">{t('designer.files.upload_title')}</DialogTitle>
      <DialogContent dividers>
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
