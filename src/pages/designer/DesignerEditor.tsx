import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, LinearProgress, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link, useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ADOPTED_BUILT_INS, type EntityDefinition } from '../../../server/src/entities/language/document';
import type { FieldErrors } from '../../api';
import { refreshDefinitions } from '../../schema/definitions/store';
import { deleteDraft, type SaveAnswer } from './calls';
import type { InForce } from './conflict';
import { ConfirmDialog } from './ConfirmDialog';
import { downloadDefinition } from './files';
import { emptyDocument, referenceTargets, type DraftDocument } from './draft';
import { EntityKeysEditor } from './EntityKeysEditor';
import { FieldList } from './FieldList';
import { DESIGNER_PATH } from './paths';
import { Preview } from './Preview';
import { ProblemsContext } from './problems';
import { PublishDialog } from './PublishDialog';
import { rebaseDraft } from './rebase';
import { useDefinitions, useDesignerRefresh, useDrafts } from './queries';
import { useDraft } from './useDraft';
import { VersionsPanel } from './VersionsPanel';

interface Start {
  doc: DraftDocument;
  baseVersion: number | undefined;
  stored: EntityDefinition | undefined;
  hasDraft: boolean;
  /** Whose draft this one started from, when not the editor's own. */
  copiedFrom?: string;
}

function EditorBody({ start, others }: { start: Start; others: EntityDefinition[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useDesignerRefresh();
  const [baseVersion, setBaseVersion] = useState(start.baseVersion);
  // The version the draft was made from: a rebase carries the draft's changes from it.
  const [baseDoc, setBaseDoc] = useState<EntityDefinition | undefined>(start.stored?.version === start.baseVersion ? start.stored : undefined);
  const { doc, update, replace, problems, autosave, settle, stop } = useDraft(start.doc, baseVersion, others);
  const [serverProblems, setServerProblems] = useState<FieldErrors>({});
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const wordsOnly = !!doc.name && Object.hasOwn(ADOPTED_BUILT_INS, doc.name);
  const storedNames = useMemo(() => new Set(start.stored?.fields.map((f) => f.name) ?? []), [start.stored]);
  const targets = useMemo(() => referenceTargets(others, doc.name ?? '', doc.fields), [others, doc.name, doc.fields]);
  const shown = useMemo(() => ({ ...serverProblems, ...problems }), [serverProblems, problems]);
  const count = Object.keys(problems).length;

  const edit = (change: (d: DraftDocument) => DraftDocument) => {
    setServerProblems({});
    update(change);
  };
  const leave = async () => {
    await refresh();
    navigate(DESIGNER_PATH);
  };
  const published = async (answer: SaveAnswer) => {
    setPublishing(false);
    // The server drops the publisher's draft of it with the save.
    notify('designer.publish.done', { type: 'success', messageArgs: { version: answer.version } });
    await refreshDefinitions();
    await leave();
  };
  const rebase = (inForce: InForce, keepMine: boolean) => {
    setPublishing(false);
    setBaseVersion(inForce.version);
    setBaseDoc(inForce.document);
    replace(keepMine ? rebaseDraft(baseDoc, doc, inForce.document) : { ...inForce.document });
    notify(keepMine ? 'designer.conflict.rebased' : 'designer.conflict.taken', { type: 'info' });
  };
  const discard = async () => {
    setDiscarding(false);
    const saved = await stop();
    if (start.hasDraft || saved) await deleteDraft(doc.name!).catch(() => undefined);
    await leave();
  };

  return (
    <ProblemsContext.Provider value={shown}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button component={Link} to={DESIGNER_PATH}>
            {t('designer.action.back')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {autosave !== 'idle' && <Chip size="small" color={autosave === 'failed' ? 'error' : 'default'} label={t(`designer.autosave.${autosave}`)} aria-live="polite" />}
          {count > 0 && <Chip size="small" color="error" label={t('designer.editor.problems', { count })} />}
          {start.stored && (
            <Button startIcon={<DownloadIcon />} onClick={() => downloadDefinition(start.stored!)}>
              {t('designer.files.download')}
            </Button>
          )}
          <Button color="error" onClick={() => setDiscarding(true)}>
            {t('designer.action.discard')}
          </Button>
          <Button variant="contained" onClick={() => setPublishing(true)}>
            {t('designer.action.publish')}
          </Button>
        </Stack>
        {wordsOnly && <Alert severity="info">{t('designer.editor.words_only')}</Alert>}
        {start.copiedFrom && <Alert severity="info">{t(start.hasDraft ? 'designer.editor.copied_over_mine' : 'designer.editor.copied', { author: start.copiedFrom })}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Stack spacing={2} sx={{ flex: '1 1 520px', minWidth: 0 }}>
            <Card>
              <CardHeader title={t('designer.editor.entity')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
              <CardContent>
                <EntityKeysEditor doc={doc} nameFixed={!!start.stored} wordsOnly={wordsOnly} onChange={edit} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('designer.editor.fields')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
              <CardContent>
                <FieldList doc={doc} storedNames={storedNames} targets={targets} wordsOnly={wordsOnly} onChange={edit} />
              </CardContent>
            </Card>
            {start.stored && <VersionsPanel name={start.stored.name} inForce={start.stored} />}
          </Stack>
          <Box sx={{ flex: '1 1 380px', minWidth: 0, position: { lg: 'sticky' }, top: { lg: 72 } }}>
            <Preview doc={doc} />
          </Box>
        </Box>
      </Stack>
      {publishing && (
        <PublishDialog doc={doc} baseVersion={baseVersion} problems={problems} onClose={() => setPublishing(false)} onServerProblems={setServerProblems} onRebase={rebase} beforeSave={settle} onPublished={published} />
      )}
      <ConfirmDialog open={discarding} title={t('designer.editor.discard_title')} text={t('designer.editor.discard_text')} action={t('designer.action.discard')} onConfirm={discard} onClose={() => setDiscarding(false)} />
    </ProblemsContext.Provider>
  );
}

/** The editor of an entity (`name`: in force, or my draft of it, or `from` someone's draft of it) or of a new one. */
export function DesignerEditor({ name, from }: { name: string | undefined; from?: string | undefined }) {
  const { t } = useTranslation();
  const definitions = useDefinitions();
  const drafts = useDrafts();
  if (definitions.isPending || drafts.isPending) return <LinearProgress aria-label={t('ra.page.loading')} />;
  if (definitions.error) return <Alert severity="error">{t('designer.home.load_failed')}</Alert>;
  const all = (definitions.data ?? []).map((d) => d.document);
  const stored = name ? all.find((d) => d.name === name) : undefined;
  const mine = name ? drafts.data?.find((d) => d.mine && d.name === name) : undefined;
  // Another's draft is a start: what is typed from it is kept as the editor's own draft.
  const theirs = name && from ? drafts.data?.find((d) => !d.mine && d.name === name && d.author === from) : undefined;
  if (from && !theirs) return <Alert severity="warning">{t('designer.editor.not_found', { name })}</Alert>;
  if (name && !stored && !mine && !theirs) return <Alert severity="warning">{t('designer.editor.not_found', { name })}</Alert>;
  const begun = theirs ?? mine;
  const start: Start = {
    // A draft is kept as typed: what it lacks starts empty.
    doc: begun ? { ...emptyDocument(), ...(structuredClone(begun.document) as Partial<DraftDocument>) } : stored ? (structuredClone(stored) as DraftDocument) : emptyDocument(),
    baseVersion: begun ? (begun.base_version ?? undefined) : stored?.version,
    stored,
    hasDraft: !!mine,
    ...(theirs && { copiedFrom: theirs.author }),
  };
  return <EditorBody key={name ?? ''} start={start} others={all} />;
}
