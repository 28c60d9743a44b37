import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useCall } from '../../../api/useCall';
import { CallView, useScreenText } from './CallView';
import { PagedTable, type Column } from './PagedTable';
import { InspectionList } from './InspectionList';

interface CheckPoint {
  id: number;
  name: string;
  code: string;
  items_count: number;
}

interface CheckItem {
  id: number;
  check_point_id: number;
  name: string;
  standard: string;
}

/** The check items of one check point. */
function CheckItems({ point }: { point: CheckPoint }) {
  const tr = useScreenText();
  const { data, error, isPending, refetch } = useCall<CheckItem[]>('admin/admin/code-model-list', { id: point.id });
  const columns: Column<CheckItem>[] = [
    { key: 'name', label: tr('checks.name'), render: (i) => i.name },
    { key: 'standard', label: tr('checks.standard'), render: (i) => i.standard },
  ];
  return (
    <CallView isPending={isPending} error={error} empty={!!data && data.length === 0} onRetry={refetch}>
      {data && <PagedTable label={tr('checks.items')} rows={data} columns={columns} />}
    </CallView>
  );
}

/** The company's check points beside the chosen one's items, and its inspections below. */
export default function ChecksPanel({ companyId }: { companyId: number }) {
  const tr = useScreenText();
  const [selected, setSelected] = useState<CheckPoint | null>(null);
  const { data, error, isPending, refetch } = useCall<CheckPoint[]>('operate/company/code-by-company', { company_id: companyId });
  const columns: Column<CheckPoint>[] = [
    { key: 'name', label: tr('checks.name'), render: (p) => p.name },
    { key: 'code', label: tr('checks.code'), render: (p) => <Box component="code" sx={{ fontSize: 12 }}>{p.code}</Box> },
    { key: 'items', label: tr('checks.items_count'), render: (p) => p.items_count },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
        <Box component="section" aria-labelledby="check-points-title" sx={{ minWidth: 0 }}>
          <Typography id="check-points-title" variant="subtitle1" component="h2" gutterBottom>
            {tr('checks.points')}
          </Typography>
          <CallView isPending={isPending} error={error} empty={!!data && data.length === 0} onRetry={refetch}>
            {data && <PagedTable label={tr('checks.points')} rows={data} columns={columns} selectedId={selected?.id ?? null} onRowClick={setSelected} />}
          </CallView>
        </Box>
        <Box component="section" aria-labelledby="check-items-title" sx={{ minWidth: 0 }}>
          <Typography id="check-items-title" variant="subtitle1" component="h2" gutterBottom>
            {selected ? `${tr('checks.items')} · ${selected.name}` : tr('checks.items')}
          </Typography>
          {selected ? (
            <CheckItems key={selected.id} point={selected} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {tr('checks.pick_point')}
            </Typography>
          )}
        </Box>
      </Box>
      <InspectionList companyId={companyId} />
    </Box>
  );
}
