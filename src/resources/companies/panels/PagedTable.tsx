import type { KeyboardEvent, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Column<T> {
  key: string;
  /** A translated header. */
  label: string;
  render: (row: T) => ReactNode;
}

interface PagedTableProps<T extends { id: number }> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** Server paging: total rows, current page (1-based) and size; none for a plain table. */
  paging?: { total: number; page: number; limit: number; onPage: (page: number) => void; onLimit: (limit: number) => void };
  selectedId?: number | null;
  onRowClick?: (row: T) => void;
  label: string;
}

/** A compact table for the company panels; rows are keyboard-selectable when clickable. */
export function PagedTable<T extends { id: number }>({ rows, columns, paging, selectedId, onRowClick, label }: PagedTableProps<T>) {
  const translate = useTranslate();
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover={!!onRowClick}
                selected={selectedId === row.id}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick && (() => onRowClick(row))}
                onKeyDown={onRowClick && ((e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onRowClick(row)))}
                sx={{ cursor: onRowClick ? 'pointer' : undefined }}
              >
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.limit}
          rowsPerPageOptions={[10, 20, 50]}
          onPageChange={(_, p) => paging.onPage(p + 1)}
          onRowsPerPageChange={(e) => paging.onLimit(Number(e.target.value))}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          // The page buttons' labels and tooltips; MUI's own are English only.
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        />
      )}
    </>
  );
}
