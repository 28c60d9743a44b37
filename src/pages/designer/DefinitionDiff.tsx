import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { diffDefinitions, shown } from './diff';

const COLORS = { added: 'success', removed: 'error', changed: 'info' } as const;

/** Two versions of a definition side by side, change by change (`before` the older one). */
export function DefinitionDiff({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const { t } = useTranslation();
  const changes = diffDefinitions(before, after);
  if (changes.length === 0) return <Typography color="text.secondary">{t('designer.diff.none')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        {/* Headings stay on one line: beside long values, an empty "before" column would wrap them letter by letter. */}
        <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableCell>{t('designer.diff.place')}</TableCell>
          <TableCell>{t('designer.diff.change')}</TableCell>
          <TableCell>{t('designer.diff.before')}</TableCell>
          <TableCell>{t('designer.diff.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.place}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{change.place}</TableCell>
            <TableCell>
              <Chip size="small" color={COLORS[change.kind]} label={t(`designer.diff.${change.kind}`)} />
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              <del>{shown(change.before)}</del>
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              <ins>{shown(change.after)}</ins>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
