import { useTranslate } from 'react-admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Chip, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import RouteIcon from '@mui/icons-material/Route';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText, type Page } from './CallView';
import { PagedTable, type Column } from './PagedTable';
import { StaffClockDialog } from './StaffClockDialog';
import { useDebounced } from './useDebounced';

export interface Staff {
  id: number;
  company_id: number;
  name: string;
  phone: string;
  position: string;
  status: number;
  last_clock_at: string | null;
}

/** The company's staff with search and paging; each row opens its clock records or its trail. */
export default function StaffPanel({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const translate = useTranslate();
  const [, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [clockOf, setClockOf] = useState<Staff | null>(null);
  const search = useDebounced(keyword.trim(), 300);
  const body = { company_id: companyId, page, limit, sort: 'id', order: 'asc', ...(search ? { keyword: search } : {}) };
  const { data, error, isPending, refetch } = useCall<Page<Staff>>('admin/staff/staff-list', body);

  const columns: Column<Staff>[] = [
    { key: 'name', label: tr('staff.name'), render: (s) => s.name },
    { key: 'phone', label: tr('staff.phone'), render: (s) => s.phone },
    { key: 'position', label: tr('staff.position'), render: (s) => s.position },
    {
      key: 'status',
      label: tr('staff.status'),
      render: (s) => <Chip size="small" color={s.status === 1 ? 'success' : 'default'} label={tr(s.status === 1 ? 'staff.active' : 'staff.inactive')} />,
    },
    { key: 'last', label: tr('staff.last_clock_at'), render: (s) => s.last_clock_at ?? '' },
    {
      key: 'actions',
      label: translate('app.list.actions'),
      render: (s) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
          <Button size="small" startIcon={<EventNoteIcon />} onClick={() => setClockOf(s)}>
            {tr('staff.clock')}
          </Button>
          <Button size="small" startIcon={<RouteIcon />} onClick={() => setParams({ tab: 'trails', staff: String(s.id) })}>
            {tr('staff.trail')}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <TextField
        size="small"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPage(1);
        }}
        label={tr('staff.search')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      />
      <CallView isPending={isPending && !data} error={error} empty={!!data && data.list.length === 0} onRetry={refetch}>
        {data && (
          <PagedTable
            label={tr('tabs.staff')}
            rows={data.list}
            columns={columns}
            paging={{ total: data.total, page, limit, onPage: setPage, onLimit: (l) => (setLimit(l), setPage(1)) }}
          />
        )}
      </CallView>
      {clockOf && <StaffClockDialog staff={clockOf} onClose={() => setClockOf(null)} />}
    </Box>
  );
}
