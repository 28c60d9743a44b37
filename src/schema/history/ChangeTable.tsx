import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../types';
import { useFormatNumber } from '../../widgets/useFormat';
import { changeRows, type FieldChange } from './describe';

/** The field-by-field diff of one entry: label, before, after. */
export function ChangeTable({ def, changes }: { def: ResourceDef | undefined; changes: readonly FieldChange[] }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const rows = changeRows(def, changes, translate, formatNumber);
  if (rows.length === 0) {
    return <Typography color="text.secondary">{translate('resources.auditLog.diff.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('resources.auditLog.diff.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.auditLog.diff.field')}</TableCell>
          <TableCell>{translate('resources.auditLog.diff.before')}</TableCell>
          <TableCell>{translate('resources.auditLog.diff.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{row.from}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word', fontStyle: row.secret ? 'italic' : undefined }}>{row.to}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
