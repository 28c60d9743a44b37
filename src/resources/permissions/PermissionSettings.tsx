import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useCreatePath, useRequireAccess, useTranslate } from 'react-admin';
import { ADMIN_ROLE } from '../../auth/session';
import { resourceLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { resourceKey } from '../../schema/types';
import { AuthorityTabs } from './AuthorityTabs';
import { PermissionTree } from './PermissionTree';
import { usePermissionRows, useResourceName, useRoleRows, type RoleRow } from './data';
import type { PermissionNode } from './tree';
import { PageHeading } from '../../widgets/PageHeading';

const P = 'resources.permissions.page';

/** The roles holding a permission, each a link to the role when the user may open it. */
function HeldBy({ node, holders, roleLink }: { node: PermissionNode; holders: Map<number, RoleRow[]>; roleLink?: (role: RoleRow) => string }) {
  const translate = useTranslate();
  if (node.children.length > 0) return null;
  const roles = holders.get(node.id) ?? [];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end', maxWidth: '55%' }} aria-label={translate(`${P}.held_by`)}>
      {roles.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {translate(`${P}.no_role`)}
        </Typography>
      ) : (
        roles.map((role) =>
          roleLink ? (
            <Chip key={role.id} size="small" variant="outlined" clickable component={Link} to={roleLink(role)} label={role.title} />
          ) : (
            <Chip key={role.id} size="small" variant="outlined" label={role.title} />
          ),
        )
      )}
    </Stack>
  );
}

/** /sys_permission/config: the permission tree with each permission's title, key and holders. */
export default function PermissionSettings() {
  const translate = useTranslate();
  const def = useResourceDef();
  const resource = resourceKey(def);
  const { isPending: checking } = useRequireAccess({ resource, action: 'list' });
  const createPath = useCreatePath();
  const rolesResource = useResourceName('roles');
  const { canAccess: canShowRole } = useCanAccess({ resource: rolesResource, action: 'show' });
  const roleLink = canShowRole ? (role: RoleRow) => createPath({ resource: rolesResource, id: role.id, type: 'show' }) : undefined;
  const permissions = usePermissionRows({ enabled: !checking });
  const roles = useRoleRows({ enabled: !checking });

  // permission id -> the roles granting it (the admin role is explained once instead).
  const holders = useMemo(() => {
    const map = new Map<number, RoleRow[]>();
    for (const role of roles.data ?? []) {
      if (role.name === ADMIN_ROLE) continue;
      for (const id of role.permission_ids) map.set(id, [...(map.get(id) ?? []), role]);
    }
    return map;
  }, [roles.data]);

  const failed = permissions.error || roles.error;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(resourceLabel(def))} />
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <AuthorityTabs />
      <Card>
        {(checking || permissions.isPending || roles.isPending) && !failed && <LinearProgress aria-label={translate('ra.page.loading')} />}
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${P}.intro`)}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`${P}.admin_note`)}
          </Alert>
          {failed ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => (permissions.refetch(), roles.refetch())}>
                  {translate(`${P}.retry`)}
                </Button>
              }
            >
              {translate(`${P}.load_failed`)}
            </Alert>
          ) : (
            permissions.data && (
              <PermissionTree
                permissions={permissions.data}
                label={translate(`${P}.tree_label`)}
                renderExtra={(node) => <HeldBy node={node} holders={holders} roleLink={roleLink} />}
              />
            )
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
