import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { FieldValue } from '../FieldValue';
import { fieldLabel } from '../labels';
import type { FieldDef, ResourceDef } from '../types';

/** A record's list of items on its detail: a small table, a row per item, a column per field. */
export default function ItemsTable({ def, field }: { def: ResourceDef; field: FieldDef }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const rows = record?.[field.source];
  const fields = field.items?.fields ?? [];
  if (!Array.isArray(rows) || rows.length === 0) return null;
  return (
    <Table size="small" aria-label={translate(fieldLabel(def, field))}>
      <TableHead>
        <TableRow>
          {fields.map((own) => (
            <TableCell key={own.source}>{translate(fieldLabel(def, own))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(rows as Record<string, unknown>[]).map((row, i) => (
          <RecordContextProvider key={String(row.id ?? i)} value={row}>
            <TableRow>
              {fields.map((own) => (
                <TableCell key={own.source}>
                  <FieldValue def={def} field={own} size="show" />
                </TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}
