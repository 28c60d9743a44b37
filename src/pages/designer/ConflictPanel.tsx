import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DefinitionDiff } from './DefinitionDiff';
import type { InForce } from './conflict';

/**
 * Someone else published in the meantime: their version against this draft, and the two ways on:
 * carry this draft's changes onto their version (rebase.ts), or start again from theirs.
 */
export function ConflictPanel({ inForce, mine, onRebase }: { inForce: InForce; mine: unknown; onRebase: (keepMine: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        {t('designer.conflict.text', {
          version: inForce.version,
          author: inForce.author ?? t('designer.conflict.someone'),
          time: inForce.updated_at ?? '',
        })}
      </Alert>
      <Typography variant="subtitle2">{t('designer.conflict.diff')}</Typography>
      <DefinitionDiff before={inForce.document} after={mine} label={t('designer.conflict.diff')} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => onRebase(true)}>
          {t('designer.conflict.keep_mine')}
        </Button>
        <Button onClick={() => onRebase(false)}>{t('designer.conflict.take_theirs')}</Button>
      </Stack>
    </Stack>
  );
}
