import { Box, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { fieldLabel, resourceLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { RelativeTime } from '../../widgets/RelativeTime';
import { failedCount, type Inspection } from '../warnings/calls';
import { LIST_SX, ListEmpty, ListLoadError, PAGINATION, TABLE_SX } from '../../schema/views/ListStates';
import { openedFrom, warningPath } from '../warnings/paths';
import { HandleStatusChip } from '../warnings/WarningChips';
import { useWarningFilters } from '../warnings/WarningFilters';
import { OpenWarningButtons } from '../warnings/OpenWarningButtons';
import { WarningTabs } from '../warnings/WarningTabs';
import { PageHeading } from '../../widgets/PageHeading';

function FailedItems({ row }: { row: Inspection }) {
  const translate = useTranslate();
  const failed = failedCount(row.results ?? []);
  return (
    <Typography variant="body2" color={failed > 0 ? 'error' : 'text.secondary'}>
      {translate('resources.handling.list.failed', { failed, total: row.results?.length ?? 0 })}
    </Typography>
  );
}

/**
 * /warn/handling: the warnings with their handling state (admin-status-inspect-list), filtered
 * by company and handling status; a row opens the warning's handling timeline.
 */
export default function HandlingList() {
  const def = useResourceDef();
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useWarningFilters('handling', false);
  const label = (source: string) => fieldLabel(def, { source });

  const open = (id: number) => {
    navigate(warningPath(id, 'handling'), { state: openedFrom(location) });
    return false as const;
  };

  return (
    <Box sx={{ mt: 1 }}>
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <WarningTabs current="handling" />
      <List
        title={resourceLabel(def)}
        filters={filters}
        actions={false}
        sort={def.defaultSort}
        perPage={20}
        pagination={PAGINATION}
        sx={LIST_SX}
        storeKey={`list.${def.name}`}
        empty={<ListEmpty message="resources.handling.list.empty_all" />}
        error={<ListLoadError />}
      >
        <DataTable<Inspection> sx={TABLE_SX} bulkActionButtons={false} rowClick={(id) => open(Number(id))} empty={<ListEmpty message="resources.handling.list.empty" />}>
          <DataTable.Col<Inspection> source="company_name" label={label('company_name')} disableSort sx={{ minWidth: 140 }} />
          <DataTable.Col<Inspection> source="check_name" label={label('check_name')} disableSort sx={{ minWidth: 110 }} />
          <DataTable.Col<Inspection> source="staff_name" label={label('staff_name')} disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col<Inspection> source="results" label={label('failed')} disableSort render={(row) => <FailedItems row={row} />} />
          <DataTable.Col<Inspection> source="handle_status" label={label('handle_status')} render={(row) => <HandleStatusChip status={row.handle_status} />} />
          <DataTable.Col<Inspection> source="created_at" label={label('created_at')} sx={{ whiteSpace: 'nowrap' }} render={(row) => <RelativeTime value={row.created_at} />} />
          <DataTable.Col<Inspection> label="app.list.actions" align="right" render={(row) => <OpenWarningButtons id={row.id} views={['handling', 'detail']} />} />
        </DataTable>
      </List>
    </Box>
  );
}
