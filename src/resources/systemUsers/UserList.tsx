import { Box, Chip, Stack } from '@mui/material';
import { CreateButton, DataTable, ExportButton, List, ShowButton, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useCsvExporter } from '../../schema/exporter';
import { FieldValue } from '../../schema/FieldValue';
import { fieldLabel, resourceLabel } from '../../schema/labels';
import { useRegistry, useResourceDef } from '../../schema/RegistryContext';
import { ConfirmDeleteButton } from '../../schema/views/ConfirmDeleteButton';
import { RowActionButtons } from '../../schema/views/RowActions';
import { buildFilters } from '../../schema/views/filters';
import { AuthorityTabs } from '../permissions/AuthorityTabs';
import { useResourceName, useRoleRows } from '../permissions/data';
import type { SystemUserRow } from '../roles/calls';
import { RoleChips } from './RoleChips';
import { isSelf, useSession } from './self';
import { FAB_CLEARANCE_SX, LIST_SX, ListLoadError, ListPagination } from '../../schema/views/ListStates';
import { PageHeading } from '../../widgets/PageHeading';

/** Show, then disable / reset / delete; never on the user's own row (the server refuses it: 2003). */
function RowActions() {
  const def = useResourceDef();
  const user = useRecordContext<SystemUserRow>();
  const session = useSession();
  const self = isSelf(session, user);
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <ShowButton />
      {!self && <RowActionButtons actions={def.rowActions} compact />}
      {!self && <ConfirmDeleteButton redirect={false} />}
    </Stack>
  );
}

/** /sys_permission/user: system users with their roles; filter by role, open one to manage its roles. */
export default function UserList() {
  const def = useResourceDef();
  const exporter = useCsvExporter(def);
  const registry = useRegistry();
  const translate = useTranslate();
  const session = useSession();
  const rolesResource = useResourceName('roles');
  const { canAccess: canListRoles } = useCanAccess({ resource: rolesResource, action: 'list' });
  const { canAccess: canShow } = useCanAccess({ action: 'show' });
  const { canAccess: canExport } = useCanAccess({ action: 'export' });
  const roles = useRoleRows({ enabled: !!canListRoles });
  // The role filter reads the role list, which needs role:view.
  const filters = buildFilters(def, registry).filter((filter) => canListRoles || (filter.props as { source?: string }).source !== 'role_id');
  const field = (source: string) => def.fields.find((f) => f.source === source)!;

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
            {canExport && <ExportButton maxResults={10000} />}
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
        <DataTable<SystemUserRow> bulkActionButtons={false} rowClick={canShow ? 'show' : false}>
          <DataTable.Col<SystemUserRow>
            source="account"
            label={fieldLabel(def, field('account'))}
            render={(user) => (
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <span>{user.account}</span>
                {isSelf(session, user) && <Chip size="small" color="primary" variant="outlined" label={translate('resources.systemUsers.you')} />}
              </Stack>
            )}
          />
          <DataTable.Col<SystemUserRow> source="name" label={fieldLabel(def, field('name'))} />
          <DataTable.Col<SystemUserRow>
            source="roles"
            label={fieldLabel(def, field('role_ids'))}
            disableSort
            render={(user) => <RoleChips names={user.roles} roles={roles.data} />}
          />
          <DataTable.Col<SystemUserRow>
            source="status"
            label={fieldLabel(def, field('status'))}
            disableSort
            render={() => <FieldValue def={def} field={field('status')} />}
          />
          <DataTable.Col<SystemUserRow>
            source="created_at"
            label={fieldLabel(def, field('created_at'))}
            render={() => <FieldValue def={def} field={field('created_at')} />}
          />
          <DataTable.Col<SystemUserRow> label="app.list.actions" align="right" sx={{ whiteSpace: 'nowrap' }} render={() => <RowActions />} />
        </DataTable>
      </List>
    </Box>
  );
}
