import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Card, Chip, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { EntityDefinition } from '../../../server/src/entities/language/document';
import { RelativeTime } from '../../widgets/RelativeTime';
import { DefinitionDiff } from './DefinitionDiff';
import { RollbackDialog } from './RollbackDialog';
import { useVersions } from './queries';
import type { VersionEntry } from './calls';

/**
 * The saved versions of an entity, newest first: who, when, what changed from the one before; each
 * may be brought back. A version's changes are drawn when it is unfolded, not for every version at once.
 */
export function VersionsPanel({ name, inForce }: { name: string; inForce: EntityDefinition }) {
  const { t } = useTranslation();
  const versions = useVersions(name);
  const [rollingBack, setRollingBack] = useState<VersionEntry | null>(null);
  const list = versions.data ?? [];
  return (
    <Card>
      <CardHeader title={t('designer.versions.title')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      {versions.isPending && <LinearProgress aria-label={t('ra.page.loading')} />}
      <CardContent>
        {versions.error ? (
          <Alert severity="info">{t('designer.versions.unavailable')}</Alert>
        ) : (
          list.map((entry, i) => (
            <Accordion key={entry.version} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500 }}>{t('designer.versions.version', { version: entry.version })}</Typography>
                  <Typography variant="body2">{entry.author}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <RelativeTime value={entry.created_at} />
                  </Typography>
                  {entry.note?.startsWith('rollback:') && <Chip size="small" variant="outlined" label={t('designer.versions.rollback_of', { version: entry.note.slice('rollback:'.length) })} />}
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <DefinitionDiff before={list[i + 1]?.document} after={entry.document} label={t('designer.versions.diff', { version: entry.version })} />
                {entry.version !== inForce.version && (
                  <Button sx={{ mt: 1 }} onClick={() => setRollingBack(entry)}>
                    {t('designer.versions.rollback')}
                  </Button>
                )}
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </CardContent>
      {rollingBack && <RollbackDialog entry={rollingBack} inForce={inForce} onClose={() => setRollingBack(null)} />}
    </Card>
  );
}
