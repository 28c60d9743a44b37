import { Chip, Link as MuiLink, TableCell, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADOPTED_BUILT_INS, type Lang } from '../../../server/src/entities/language/document';
import { RelativeTime } from '../../widgets/RelativeTime';
import type { DefinitionEntry } from './calls';
import { useVersions } from './queries';
import { editorPath } from './paths';

/** One entity in force: its words, version and who saved it last, when (from its versions). */
export function EntityRow({ entry }: { entry: DefinitionEntry }) {
  const { t, i18n } = useTranslation();
  const versions = useVersions(entry.name);
  const last = versions.data?.[0];
  const contract = Object.hasOwn(ADOPTED_BUILT_INS, entry.name);
  return (
    <TableRow hover>
      <TableCell>
        <MuiLink component={Link} to={editorPath(entry.name)} sx={{ fontFamily: 'monospace' }}>
          {entry.name}
        </MuiLink>
        {contract && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={t('designer.home.contract')} title={t('designer.home.contract_hint')} />}
      </TableCell>
      <TableCell>{entry.document.labels?.name?.[i18n.language as Lang]}</TableCell>
      <TableCell align="right">{entry.version}</TableCell>
      <TableCell>{last?.author ?? ''}</TableCell>
      <TableCell>{last ? <RelativeTime value={last.created_at} /> : ''}</TableCell>
    </TableRow>
  );
}
