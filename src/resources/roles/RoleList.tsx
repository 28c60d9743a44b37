import LockIcon from '@mui/icons-material/Lock';
import { Box, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, ExportButton, List, ShowButton, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ADMIN_ROLE } from '../../auth/session';
import { useCsvExporter } from '../../schema/exporter';
import { fieldLabel, resourceLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { KeywordSearch } from '../../schema/views/KeywordSearch';
import { AuthorityTabs } from '../permissions/AuthorityTabs';
import type { RoleRow } from '../permissions/data';
import { DeleteRoleButton } from './DeleteRoleButton';
import { FAB_CLEARANCE_SX, LIST_SX, ListLoadError, ListPagination } from '../../schema/views/ListStates';
import { PageHeading } from '../../widgets/PageHeading';

const filters = [<KeywordSearch key="q" source="q" alwaysOn />];

function PermissionCount({ role }: { role: RoleRow }) {
  const translate = useTranslate();
  if (role.name === ADMIN_ROLE) return <Chip size="small" color="primary" label={translate('resources.roles.list.all')} />;
  return <span>{translate('resources.roles.list.count', { smart_count: role.permission_ids.length })}</span>;
}

/** What a role row offers: the admin role is built in and only shown. */
function RowActions({ role }: { role: RoleRow }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'center' }}>
      <ShowButton />
      {role.name === ADMIN_ROLE ? (
        <Chip size="small" variant="outlined" icon={<LockIcon />} label={translate('resources.roles.list.built_in')} title={translate('resources.roles.admin_locked')} />
      ) : (
        <>
          <EditButton />
          <DeleteRoleButton />
        </>
      )}
    </Box>
  );
}

/** /sys_permission/role: the roles, with their permission counts; a row opens the role. */
export default function RoleList() {
  const def = useResourceDef();
  const exporter = useCsvExporter(def);
  const translate = useTranslate();
  const { canAccess: canShow } = useCanAccess({ action: 'show' });
  const { canAccess: canExport } = useCanAccess({ action: 'export' });
  const field = (source: string) => def.fields.find((f) => f.source === source) ?? { source };
  return (
    <Box sx={{ mt: 1 }}>
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <AuthorityTabs />
      <List
        title={resourceLabel(def)}
        filters={filters}
        actions={
          <TopToolbar>
            <CreateButton />
            {canExport && <ExportButton />}
          </TopToolbar>
        }
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        error={<ListLoadError />}
        sx={[LIST_SX, FAB_CLEARANCE_SX]}
        exporter={exporter}
        storeKey={`list.${def.name}`}
      >
        <DataTable<RoleRow> bulkActionButtons={false} rowClick={canShow ? 'show' : false}>
          <DataTable.Col<RoleRow> source="title" label={fieldLabel(def, field('title'))} render={(role) => <Typography variant="body2" sx={{ fontWeight: 500 }}>{role.title}</Typography>} />
          <DataTable.Col<RoleRow> source="name" label={fieldLabel(def, field('name'))} render={(role) => <Box component="code" sx={{ fontSize: 13 }}>{role.name}</Box>} />
          <DataTable.Col<RoleRow> source="permission_ids" label="resources.roles.fields.permission_count" disableSort render={(role) => <PermissionCount role={role} />} />
          <DataTable.Col<RoleRow> label="app.list.actions" align="right" render={(role) => <RowActions role={role} />} />
        </DataTable>
      </List>
    </Box>
  );
}
