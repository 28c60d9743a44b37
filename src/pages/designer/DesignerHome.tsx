import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, LinearProgress, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../server/src/entities/language/document';
import { RelativeTime } from '../../widgets/RelativeTime';
import { deleteDraft, type DraftEntry } from './calls';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityRow } from './EntityRows';
import { FilesBar } from './FilesBar';
import { editorPath } from './paths';
import { useDefinitions, useDesignerRefresh, useDrafts } from './queries';

function DraftRow({ draft, mineToo, onDelete }: { draft: DraftEntry; mineToo: boolean; onDelete: (d: DraftEntry) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <TableRow hover>
      <TableCell>
        {draft.mine ? (
          <MuiLink component={Link} to={editorPath(draft.name)} sx={{ fontFamily: 'monospace' }}>
            {draft.name}
          </MuiLink>
        ) : (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {draft.name}
          </Box>
        )}
        <Chip size="small" color="warning" sx={{ ml: 1 }} label={t(draft.mine ? 'designer.home.my_draft' : 'designer.home.their_draft')} />
      </TableCell>
      <TableCell>{draft.document.labels?.name?.[i18n.language as Lang]}</TableCell>
      <TableCell align="right">{draft.base_version ?? t('designer.home.new')}</TableCell>
      <TableCell>{draft.author}</TableCell>
      <TableCell>
        <RelativeTime value={draft.updated_at} />
      </TableCell>
      <TableCell align="right">
        {draft.mine ? (
          <Button size="small" color="error" onClick={() => onDelete(draft)}>
            {t('designer.action.discard')}
          </Button>
        ) : (
          // Another's draft is continued in a copy of one's own, unless one has a draft of it already.
          !mineToo && (
            <Button size="small" component={Link} to={editorPath(draft.name, draft.author)}>
              {t('designer.home.continue_copy')}
            </Button>
          )
        )}
      </TableCell>
    </TableRow>
  );
}

/** /sys_permission/entity: the entities in force and the drafts, mine and others'. */
export function DesignerHome() {
  const { t } = useTranslation();
  const notify = useNotify();
  const definitions = useDefinitions();
  const drafts = useDrafts();
  const refresh = useDesignerRefresh();
  const [discarding, setDiscarding] = useState<DraftEntry | null>(null);

  const discard = async () => {
    const draft = discarding!;
    setDiscarding(null);
    try {
      await deleteDraft(draft.name);
      notify('designer.home.discarded', { type: 'info' });
      await refresh();
    } catch {
      // The client has told the user why.
    }
  };

  const head = (
    <TableHead>
      <TableRow>
        <TableCell>{t('designer.home.name')}</TableCell>
        <TableCell>{t('designer.home.words')}</TableCell>
        <TableCell align="right">{t('designer.home.version')}</TableCell>
        <TableCell>{t('designer.home.author')}</TableCell>
        <TableCell>{t('designer.home.time')}</TableCell>
      </TableRow>
    </TableHead>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('designer.home.intro')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FilesBar definitions={definitions.data ?? []} />
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={editorPath()}>
            {t('designer.home.create')}
          </Button>
        </Stack>
      </Stack>
      <Card>
        <CardHeader title={t('designer.home.in_force')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
        {definitions.isPending && <LinearProgress aria-label={t('ra.page.loading')} />}
        <CardContent sx={{ overflowX: 'auto' }}>
          {definitions.error ? (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => definitions.refetch()}>{t('designer.action.retry')}</Button>}>
              {t('designer.home.load_failed')}
            </Alert>
          ) : definitions.data?.length === 0 ? (
            <Typography color="text.secondary">{t('designer.home.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('designer.home.in_force')}>
              {head}
              <TableBody>
                {(definitions.data ?? []).map((entry) => (
                  <EntityRow key={entry.name} entry={entry} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('designer.home.drafts')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
        <CardContent sx={{ overflowX: 'auto' }}>
          {(drafts.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{t('designer.home.no_drafts')}</Typography>
          ) : (
            <Table size="small" aria-label={t('designer.home.drafts')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('designer.home.name')}</TableCell>
                  <TableCell>{t('designer.home.words')}</TableCell>
                  <TableCell align="right">{t('designer.home.base_version')}</TableCell>
                  <TableCell>{t('designer.home.author')}</TableCell>
                  <TableCell>{t('designer.home.time')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(drafts.data ?? []).map((draft) => (
                  <DraftRow key={`${draft.author}:${draft.name}`} draft={draft} mineToo={!!drafts.data?.some((d) => d.mine && d.name === draft.name)} onDelete={setDiscarding} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={!!discarding}
        title={t('designer.home.discard_title')}
        text={t('designer.home.discard_text', { name: discarding?.name ?? '' })}
        action={t('designer.action.discard')}
        onConfirm={discard}
        onClose={() => setDiscarding(null)}
      />
    </Stack>
  );
}
