import { Box, Typography } from '@mui/material';
import { DataTable, ExportButton, List, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCsvExporter } from '../../schema/exporter';
import { fieldLabel, resourceLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { RelativeTime } from '../../widgets/RelativeTime';
import type { WarningRow } from './calls';
import { LIST_SX, ListEmpty, ListLoadError, PAGINATION, TABLE_SX } from '../../schema/views/ListStates';
import { OpenWarningButtons } from './OpenWarningButtons';
import { openedFrom, warningPath } from './paths';
import { HandleStatusChip, IdentityChip } from './WarningChips';
import { useWarningFilters } from './WarningFilters';
import { WarningTabs } from './WarningTabs';
import { PageHeading } from '../../widgets/PageHeading';

/**
 * /warn/index: every warning, newest first, filtered by company, handling status and dates.
 * A row opens the warning's detail; the URL keeps filters, sort and page, so that the back
 * button (and the browser's) finds the list as it was left.
 */
export default function WarningList() {
  const def = useResourceDef();
  const exporter = useCsvExporter(def);
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useWarningFilters('warnings', true);
  const { canAccess: canOpen } = useCanAccess({ action: 'show' });
  const { canAccess: canExport } = useCanAccess({ action: 'export' });
  const label = (source: string) => fieldLabel(def, { source });

  const open = (id: number) => {
    navigate(warningPath(id), { state: openedFrom(location) });
    return false as const;
  };

  return (
    <Box sx={{ mt: 1 }}>
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <WarningTabs current="list" />
      <List
        title={resourceLabel(def)}
        filters={filters}
        actions={<TopToolbar>{canExport && <ExportButton maxResults={10000} />}</TopToolbar>}
        sort={def.defaultSort}
        perPage={20}
        pagination={PAGINATION}
        sx={LIST_SX}
        exporter={exporter}
        storeKey={`list.${def.name}`}
        empty={<ListEmpty message="resources.warnings.list.empty_all" />}
        error={<ListLoadError />}
      >
        <DataTable<WarningRow>
          sx={TABLE_SX}
          bulkActionButtons={false}
          rowClick={canOpen ? (id) => open(Number(id)) : false}
          empty={<ListEmpty message="resources.warnings.list.empty" />}
        >
          <DataTable.Col<WarningRow>
            source="content"
            label={label('content')}
            disableSort
            sx={{ minWidth: 200 }}
            render={(row) => (
              <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {row.content}
              </Typography>
            )}
          />
          <DataTable.Col<WarningRow> source="company_name" label={label('company_name')} disableSort sx={{ minWidth: 140 }} />
          <DataTable.Col<WarningRow> source="check_name" label={label('check_name')} disableSort sx={{ minWidth: 110 }} />
          <DataTable.Col<WarningRow> source="identity" label={label('identity')} disableSort render={(row) => <IdentityChip identity={row.identity} />} />
          <DataTable.Col<WarningRow> source="handle_status" label={label('handle_status')} render={(row) => <HandleStatusChip status={row.handle_status} />} />
          <DataTable.Col<WarningRow>
            source="created_at"
            label={label('created_at')}
            sx={{ whiteSpace: 'nowrap' }}
            render={(row) => <RelativeTime value={row.created_at} />}
          />
          {canOpen && <DataTable.Col<WarningRow> label="app.list.actions" align="right" render={(row) => <OpenWarningButtons id={row.id} />} />}
        </DataTable>
      </List>
    </Box>
  );
}
