import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import type { EntityDefinition } from '../../../server/src/entities/language/document';
import { refreshDefinitions } from '../../schema/definitions/store';
import { apiErrorText } from '../apiErrorText';
import { rollbackDefinition, type SaveAnswer, type VersionEntry } from './calls';
import type { DraftDocument } from './draft';
import { DESIGNER_PATH } from './paths';
import { DefinitionDiff } from './DefinitionDiff';
import { PlanInWords } from './PlanInWords';
import { confirmable } from './planWords';
import { useDesignerRefresh } from './queries';

/** Bringing a version back: its plan against the records first (a dry run), then the save. */
export function RollbackDialog({ entry, inForce, onClose }: { entry: VersionEntry; inForce: EntityDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useDesignerRefresh();
  const [plan, setPlan] = useState<SaveAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = { name: inForce.name, version: entry.version, base_version: inForce.version };
  const doc = entry.document as DraftDocument;

  useEffect(() => {
    let live = true;
    rollbackDefinition({ ...request, dry_run: true }).then(
      (answer) => live && setPlan(answer),
      (e) => live && setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown')),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = async () => {
    setBusy(true);
    try {
      const answer = await rollbackDefinition({ ...request, confirm: plan!.refusals.length > 0 });
      notify('designer.versions.rolled_back', { type: 'success', messageArgs: { version: entry.version, saved: answer.version } });
      await refreshDefinitions();
      await refresh();
      navigate(DESIGNER_PATH);
    } catch (e) {
      setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="designer-rollback-title">
      <DialogTitle id="designer-rollback-title">{t('designer.versions.rollback_title', { version: entry.version })}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('designer.versions.rollback_text', { version: entry.version, current: inForce.version })}</Typography>
        <DefinitionDiff before={inForce} after={entry.document} label={t('designer.versions.rollback_diff')} />
        <Box sx={{ mt: 2 }}>{error ? <Alert severity="error">{error}</Alert> : plan ? <PlanInWords plan={plan} doc={doc} /> : <CircularProgress size={24} aria-label={t('ra.page.loading')} />}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('designer.action.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={!plan || busy || !confirmable(plan.refusals)} onClick={apply}>
          {t('designer.versions.rollback')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
