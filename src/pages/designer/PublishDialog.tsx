import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorCode, isApiError, type FieldErrors } from '../../api';
import { apiErrorText } from '../apiErrorText';
import { saveDefinition, type SaveAnswer } from './calls';
import { inForceOf, type InForce } from './conflict';
import { missingWords, toSaved, type DraftDocument } from './draft';
import { confirmable, refusalsAtFields } from './planWords';
import { PlanInWords } from './PlanInWords';
import { useProblemText } from './problems';
import { ConflictPanel } from './ConflictPanel';

interface Props {
  doc: DraftDocument;
  /** The version this draft was made from; undefined for a new entity. */
  baseVersion: number | undefined;
  /** The checker's problems of the draft, by place: none, or publishing waits. */
  problems: Record<string, string>;
  onClose: () => void;
  /** The server's problems by place, shown at their fields (the draft stays as typed). */
  onServerProblems: (fields: FieldErrors) => void;
  onRebase: (inForce: InForce, keepMine: boolean) => void;
  /** Runs before the save: the draft's autosave lands first, and the save then drops it. */
  beforeSave: () => Promise<void>;
  onPublished: (answer: SaveAnswer) => void;
}

type State = { step: 'checking' } | { step: 'plan'; plan: SaveAnswer } | { step: 'conflict'; inForce: InForce } | { step: 'failed'; message: string } | { step: 'applying'; plan: SaveAnswer };

/**
 * Publishing: every word in the three languages and no problem left, then a dry run whose plan
 * and refusals are told in words, then the save (the server asks for the password again when the
 * last check is old: the re-authentication dialog). A refusal or a conflict loses nothing typed.
 */
export function PublishDialog({ doc, baseVersion, problems, onClose, onServerProblems, onRebase, beforeSave, onPublished }: Props) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const missing = missingWords(doc);
  // Missing words are listed apart, in words; the other problems by their place.
  const others = Object.entries(problems).filter(([place, message]) => !(message.startsWith('The word in ') && /\.(zh|en|es)$/.test(place)));
  const problemCount = Object.keys(problems).length;
  const ready = missing.length === 0 && problemCount === 0;
  const [state, setState] = useState<State>({ step: 'checking' });
  const definition = toSaved(doc, (baseVersion ?? 0) + 1);

  const failed = (e: unknown) => {
    if (isApiError(e) && e.code === ErrorCode.conflict) {
      const inForce = inForceOf(e);
      if (inForce) return setState({ step: 'conflict', inForce });
    }
    if (isApiError(e) && e.code === ErrorCode.invalid && Object.keys(e.fields).length > 0) onServerProblems(e.fields);
    setState({ step: 'failed', message: isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown') });
  };

  useEffect(() => {
    if (!ready) return;
    let live = true;
    saveDefinition({ definition, base_version: baseVersion, dry_run: true }).then(
      (plan) => {
        if (!live) return;
        setState({ step: 'plan', plan });
        // Each refusal also stays at its field, in words, once the dialog is closed.
        onServerProblems(refusalsAtFields(plan.refusals, doc, i18n.language, t));
      },
      (e) => live && failed(e),
    );
    return () => {
      live = false;
    };
    // One dry run per opening: the draft does not change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const apply = (plan: SaveAnswer) => {
    setState({ step: 'applying', plan });
    beforeSave()
      .then(() => saveDefinition({ definition, base_version: baseVersion, confirm: plan.refusals.length > 0 }))
      .then(onPublished, failed);
  };

  const plan = state.step === 'plan' || state.step === 'applying' ? state.plan : undefined;
  const canApply = state.step === 'plan' && confirmable(state.plan.refusals);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="designer-publish-title">
      <DialogTitle id="designer-publish-title">{t('designer.publish.title')}</DialogTitle>
      <DialogContent dividers>
        {!ready ? (
          <Box>
            {problemCount > 0 && (
              <Alert severity="error">
                {t('designer.publish.problems', { count: problemCount })}
                <List dense>
                  {others.map(([place, message]) => (
                    <ListItem key={place} disableGutters>
                      <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                        {place}
                      </Box>
                      {problemText(message)}
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
            {missing.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('designer.publish.missing_words', { count: missing.length })}
                <List dense>
                  {missing.slice(0, 30).map((m) => (
                    <ListItem key={`${m.place}.${m.lang}`} disableGutters sx={{ fontFamily: 'monospace' }}>
                      {`${m.place} · ${t(`designer.lang.${m.lang}`)}`}
                    </ListItem>
                  ))}
                </List>
              </Alert>
            )}
          </Box>
        ) : state.step === 'checking' ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{t('designer.publish.checking')}</Typography>
          </Box>
        ) : state.step === 'failed' ? (
          <Alert severity="error">{state.message}</Alert>
        ) : state.step === 'conflict' ? (
          <ConflictPanel inForce={state.inForce} mine={definition} onRebase={(keepMine) => onRebase(state.inForce, keepMine)} />
        ) : (
          plan && (
            <>
              {plan.refusals.length > 0 && !canApply && state.step === 'plan' && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('designer.publish.refused')}
                </Alert>
              )}
              <PlanInWords plan={plan} doc={doc} />
            </>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('designer.action.close')}</Button>
        {plan && (
          <Button variant="contained" disabled={!canApply} onClick={() => apply(plan)} startIcon={state.step === 'applying' ? <CircularProgress size={16} /> : undefined}>
            {t(plan.refusals.length > 0 ? 'designer.publish.apply_confirm' : 'designer.publish.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
