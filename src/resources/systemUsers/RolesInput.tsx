import { useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { CheckboxGroupInput, useCanAccess, useTranslate } from 'react-admin';
import { ADMIN_ROLE, isAdmin } from '../../auth/session';
import { usePermissionRows, useResourceName, useRoleRows, type RoleRow } from '../permissions/data';
import { useSession } from './self';

const R = 'resources.systemUsers.roles';

/**
 * The roles a new user gets. Nobody hands out more than they hold (the server checks it too):
 * a user who is not an administrator cannot give the admin role, nor a role granting a
 * permission they lack.
 */
export function RolesInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const session = useSession();
  const { canAccess: canListRoles, isPending: checking } = useCanAccess({ resource: useResourceName('roles'), action: 'list' });
  const roles = useRoleRows({ enabled: !!canListRoles });
  const permissions = usePermissionRows({ enabled: !!canListRoles });

  const grantable = useMemo(() => {
    if (!session || isAdmin(session)) return () => true;
    const held = new Set(session.permissions);
    const names = new Map((permissions.data ?? []).map((row) => [row.id, row]));
    return (role: RoleRow) =>
      role.name !== ADMIN_ROLE &&
      role.permission_ids.every((id) => {
        const row = names.get(id);
        // Groups grant nothing; an unknown id is left for the server to judge.
        return !row || row.parent_id === null || held.has(row.name);
      });
  }, [permissions.data, session]);

  if (checking) return null;
  if (!canListRoles) return <Alert severity="info">{translate(`${R}.no_roles_access`)}</Alert>;
  const choices = (roles.data ?? []).map((role) => ({ id: role.id, title: role.title, name: role.name, disabled: !grantable(role) }));
  const someLocked = choices.some((choice) => choice.disabled);
  return (
    <Box sx={{ width: '100%' }}>
      <CheckboxGroupInput
        source={source}
        label={label}
        choices={choices}
        optionText={(choice: { title: string; name: string }) => (
          <span>
            {choice.title}{' '}
            <Box component="code" sx={{ color: 'text.secondary', fontSize: 12 }}>
              {choice.name}
            </Box>
          </span>
        )}
        isPending={roles.isPending}
        helperText={`${R}.choose_hint`}
        row={false}
        defaultValue={[]}
      />
      {someLocked && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(`${R}.not_grantable`)}
        </Alert>
      )}
    </Box>
  );
}
