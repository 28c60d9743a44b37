import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel } from '../labels';
import type { ResourceDef } from '../types';
import { importFields, type ImportRow } from './rows';

/** Problems by row index, then field -> message. */
export type RowProblems = Map<number, Record<string, string>>;

/** Rows drawn: the first ones, and every row with a problem (a file may have thousands). */
const FIRST_ROWS = 50;

/** The file's rows as read, each problem under its cell; the row number is the file's line. */
export function PreviewTable({ def, rows, problems }: { def: ResourceDef; rows: ImportRow[]; problems: RowProblems }) {
  const translate = useTranslate();
  const fields = importFields(def);
  const shown = rows.map((row, index) => ({ row, index })).filter(({ index }) => index < FIRST_ROWS || problems.has(index));
  return (
    <>
      {shown.length < rows.length && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {translate('excel.import.shown', { shown: FIRST_ROWS })}
        </Typography>
      )}
      {/* Focusable so that the keyboard can scroll a wide or long preview. */}
      <TableContainer tabIndex={0} role="region" aria-label={translate('excel.import.preview')} sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate('excel.import.row')}</TableCell>
              {fields.map((f) => (
                <TableCell key={f.source} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(fieldLabel(def, f))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(({ row, index }) => {
              const found = problems.get(index) ?? {};
              // A problem with no column of its own (the row as a whole) shows beside the row number.
              const other = Object.entries(found).filter(([field]) => !fields.some((f) => f.source === field));
              return (
                <TableRow key={row.line} data-line={row.line} sx={Object.keys(found).length > 0 ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                    {row.line}
                    {other.map(([field, message]) => (
                      <Typography key={field} variant="caption" component="p" sx={{ color: 'error.main' }}>
                        {message}
                      </Typography>
                    ))}
                  </TableCell>
                  {fields.map((f) => {
                    const problem = found[f.source];
                    const value = row.values[f.source];
                    return (
                      <TableCell key={f.source} data-field={f.source} aria-invalid={problem ? true : undefined} sx={{ minWidth: 96, maxWidth: 260, verticalAlign: 'top' }}>
                        <Box component="span" sx={{ wordBreak: 'break-word' }}>
                          {f.type === 'password' && value ? '••••••' : String(value ?? '')}
                        </Box>
                        {problem && (
                          <Typography variant="caption" component="p" sx={{ color: 'error.main', fontWeight: 500 }}>
                            {problem}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
