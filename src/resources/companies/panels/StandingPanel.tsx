import { useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText } from './CallView';
import { BookTree, type Book } from './BookTree';
import { BookEntries } from './BookEntries';

/** The book kinds the contract names (seed data and the app use these). */
export const BOOK_TYPES = ['year', 'inspection', 'hazard', 'training', 'equipment', 'drill', 'chemical', 'permit'] as const;

/**
 * The company's standing books as a tree (roots first, children loaded on expand) beside the
 * chosen book's entries. A year or type filter lists the matching books at any depth instead.
 */
export default function StandingPanel({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const [year, setYear] = useState('');
  const [type, setType] = useState('');
  const [selected, setSelected] = useState<Book | null>(null);
  const filtered = year !== '' || type !== '';
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));
  const { data, error, isPending, refetch } = useCall<Book[]>(
    filtered ? 'admin/standing/get-standing-book' : 'admin/standing/standing-list',
    filtered ? { company_id: companyId, ...(year ? { year } : {}), ...(type ? { type } : {}) } : { company_id: companyId },
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label={tr('standing.year')} value={year} onChange={(e) => setYear(e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value="">{tr('standing.any')}</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={tr('standing.type')} value={type} onChange={(e) => setType(e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{tr('standing.any')}</MenuItem>
          {BOOK_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {tr(`standing.types.${t}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 2fr) minmax(0, 3fr)' }, gap: 2 }}>
        <Box component="section" aria-labelledby="books-title" sx={{ minWidth: 0 }}>
          <Typography id="books-title" variant="subtitle1" component="h2" gutterBottom>
            {tr('standing.books')}
          </Typography>
          <CallView isPending={isPending && !data} error={error} empty={!!data && data.length === 0} onRetry={refetch}>
            {data && <BookTree roots={data} selectedId={selected?.id ?? null} onSelect={setSelected} />}
          </CallView>
        </Box>
        <Box component="section" aria-labelledby="entries-title" sx={{ minWidth: 0 }}>
          <Typography id="entries-title" variant="subtitle1" component="h2" gutterBottom>
            {selected ? `${tr('standing.entries')} · ${selected.name}` : tr('standing.entries')}
          </Typography>
          {selected ? (
            <BookEntries key={selected.id} bookId={selected.id} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {tr('standing.pick_book')}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
