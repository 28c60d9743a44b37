import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useCall } from '../../../api/useCall';
import { DateField } from '../../../widgets/dates';
import { CallView, useScreenText, type Page } from './CallView';
import { localDate } from './days';
import { PagedTable, type Column } from './PagedTable';
import type { Staff } from './StaffPanel';

interface ClockRecord {
  id: number;
  staff_id: number;
  type: 'in' | 'out';
  time: string;
  address: string;
}

/** A staff member's clock-in/out records over a date range (the last two weeks at first). */
export function StaffClockDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const tr = useScreenText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [from, setFrom] = useState(localDate(-13));
  const [to, setTo] = useState(localDate());
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const body = { id: staff.id, page, limit, ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) };
  const { data, error, isPending, refetch } = useCall<Page<ClockRecord>>('admin/staff/staff-clock', body);
  const columns: Column<ClockRecord>[] = [
    { key: 'time', label: tr('staff.time'), render: (r) => r.time },
    { key: 'type', label: tr('staff.type'), render: (r) => tr(r.type === 'in' ? 'staff.type_in' : 'staff.type_out') },
    { key: 'address', label: tr('staff.address'), render: (r) => r.address },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="staff-clock-title">
      <DialogTitle id="staff-clock-title">{tr('staff.clock_title', { name: staff.name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', pt: 1, mb: 1 }}>
          <DateField label={tr('staff.from')} value={from} max={to || undefined} onChange={(day) => (setFrom(day ?? ''), setPage(1))} sx={{ width: 170 }} />
          <DateField label={tr('staff.to')} value={to} min={from || undefined} onChange={(day) => (setTo(day ?? ''), setPage(1))} sx={{ width: 170 }} />
        </Box>
        <CallView isPending={isPending && !data} error={error} empty={!!data && data.list.length === 0} onRetry={refetch}>
          {data && (
            <PagedTable
              label={tr('staff.clock')}
              rows={data.list}
              columns={columns}
              paging={{ total: data.total, page, limit, onPage: setPage, onLimit: (l) => (setLimit(l), setPage(1)) }}
            />
          )}
        </CallView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('staff.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
