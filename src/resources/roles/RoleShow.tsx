import { useMemo } from 'react';
import { Alert, Box, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_ROLE } from '../../auth/session';
import { fieldLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { RecordTitle } from '../../schema/views/RecordTitle';
import { PermissionTree } from '../permissions/PermissionTree';
import { usePermissionRows, type RoleRow } from '../permissions/data';
import { withAncestors } from '../permissions/tree';
import { useRolePermissions, useRoleHolders } from './calls';
import { DeleteRoleButton } from './DeleteRoleButton';
import { RoleHolders } from './RoleHolders';
import { SHOW_LOAD_PROPS } from '../../schema/views/ListStates';

function Actions() {
  const role = useRecordContext<RoleRow>();
  if (!role || role.name === ADMIN_ROLE) return null;
  return (
    <TopToolbar>
      <EditButton />
      <DeleteRoleButton redirectToList />
    </TopToolbar>
  );
}

/** The permissions the role grants (`role-has-permission`), as the part of the tree they make up. */
function GrantedPermissions({ role }: { role: RoleRow }) {
  const translate = useTranslate();
  const granted = useRolePermissions(role.id);
  const all = usePermissionRows();
  const rows = useMemo(() => withAncestors(all.data ?? [], granted.data ?? []), [all.data, granted.data]);
  if (granted.isPending || all.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (granted.error || all.error) return <Alert severity="error">{translate('resources.permissions.page.load_failed')}</Alert>;
  if (rows.length === 0) return <Typography color="text.secondary">{translate('resources.roles.show.no_permissions')}</Typography>;
  return <PermissionTree permissions={rows} label={translate('resources.roles.show.permissions')} />;
}

function RoleDetails() {
  const def = useResourceDef();
  const translate = useTranslate();
  const role = useRecordContext<RoleRow>();
  const holders = useRoleHolders(role?.id);
  if (!role) return null;
  const field = (source: string) => def.fields.find((f) => f.source === source) ?? { source };
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 3, p: 2 }}>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap', mb: 2 }}>
          <Labeled label={fieldLabel(def, field('title'))}>
            <Typography>{role.title}</Typography>
          </Labeled>
          <Labeled label={fieldLabel(def, field('name'))}>
            <Typography sx={{ fontFamily: 'monospace' }}>{role.name}</Typography>
          </Labeled>
        </Stack>
        {role.name === ADMIN_ROLE && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.roles.admin_locked')}
          </Alert>
        )}
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.roles.show.permissions')}
        </Typography>
        <GrantedPermissions role={role} />
      </Box>
      <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', lg: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.roles.holders.title')}
        </Typography>
        <RoleHolders users={holders.data} isPending={holders.isPending} error={holders.error} />
      </Box>
    </Stack>
  );
}

/** A role: its permissions as a tree and the users who hold it. */
export default function RoleShow() {
  return (
    <Show {...SHOW_LOAD_PROPS} title={<RecordTitle action="show" />} actions={<Actions />}>
      <RoleDetails />
    </Show>
  );
}
