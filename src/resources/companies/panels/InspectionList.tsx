import { useTranslate } from 'react-admin';
import { useState } from 'react';
import { Box, Button, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText, type Page } from './CallView';
import { PagedTable, type Column } from './PagedTable';
import { InspectionDetailDialog } from './InspectionDetailDialog';

export interface Inspection {
  id: number;
  check_name: string;
  staff_name: string | null;
  status: 'normal' | 'error';
  handle_status: number;
  created_at: string;
  results: { item: string; ok: boolean; remark: string }[];
}

type StatusFilter = 'all' | 'normal' | 'error';

/** The company's inspections, filtered by result, each opening its detail. */
export function InspectionList({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const translate = useTranslate();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [openId, setOpenId] = useState<number | null>(null);
  const body = { company_id: companyId, page, limit, ...(status === 'all' ? {} : { status }) };
  const { data, error, isPending, refetch } = useCall<Page<Inspection>>('admin/standing/inspect-list', body);
  const columns: Column<Inspection>[] = [
    { key: 'time', label: tr('checks.created_at'), render: (i) => i.created_at },
    { key: 'point', label: tr('checks.check_name'), render: (i) => i.check_name },
    { key: 'staff', label: tr('checks.staff_name'), render: (i) => i.staff_name ?? '' },
    {
      key: 'status',
      label: tr('checks.status'),
      render: (i) => <Chip size="small" color={i.status === 'error' ? 'error' : 'success'} label={tr(`checks.${i.status}`)} />,
    },
    { key: 'handle', label: tr('checks.handle_status'), render: (i) => (i.status === 'error' ? tr(`checks.handle_${i.handle_status}`) : '') },
    { key: 'open', label: translate('app.list.actions'), render: (i) => <Button size="small" onClick={() => setOpenId(i.id)}>{tr('checks.open')}</Button> },
  ];
  return (
    <Box component="section" aria-labelledby="inspections-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="inspections-title" variant="subtitle1" component="h2">
          {tr('checks.inspections')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_, value: StatusFilter | null) => value && (setStatus(value), setPage(1))}
          aria-label={tr('checks.status')}
        >
          {(['all', 'normal', 'error'] as const).map((s) => (
            <ToggleButton key={s} value={s}>
              {tr(`checks.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <CallView isPending={isPending && !data} error={error} empty={!!data && data.list.length === 0} onRetry={refetch}>
        {data && (
          <PagedTable
            label={tr('checks.inspections')}
            rows={data.list}
            columns={columns}
            paging={{ total: data.total, page, limit, onPage: setPage, onLimit: (l) => (setLimit(l), setPage(1)) }}
          />
        )}
      </CallView>
      {openId !== null && <InspectionDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
