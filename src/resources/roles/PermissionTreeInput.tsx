import { useMemo } from 'react';
import { Alert, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { useCanAccess, useInput, usePermissions, useTranslate } from 'react-admin';
import { isAdmin, type Session } from '../../auth/session';
import { PermissionTree } from '../permissions/PermissionTree';
import { usePermissionRows, useResourceName } from '../permissions/data';

/**
 * A role's permissions as a tree of checkboxes. A user who is not an administrator may grant
 * only what they hold (the server checks it too), so the other permissions are locked.
 */
export function PermissionTreeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  // The tree is the permission list, which needs role:view besides role:update.
  const { canAccess: canSeeTree, isPending: checking } = useCanAccess({ resource: useResourceName('permissions'), action: 'list' });
  const rows = usePermissionRows({ enabled: !!canSeeTree });
  const { permissions: session } = usePermissions<Session>();
  const value = useMemo(() => (Array.isArray(field.value) ? field.value.map(Number) : []), [field.value]);

  const locked = useMemo(() => {
    if (!session || isAdmin(session)) return new Set<number>();
    const held = new Set(session.permissions);
    return new Set((rows.data ?? []).filter((row) => !held.has(row.name)).map((row) => row.id));
  }, [rows.data, session]);
  const error = fieldState.error?.message;

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('resources.roles.help.permissions')}
      </Typography>
      {locked.size > 0 && (
        // The server checks every permission a role is saved with, old ones included.
        <Alert severity={value.some((id) => locked.has(id)) ? 'warning' : 'info'} sx={{ mb: 1.5 }}>
          {translate(value.some((id) => locked.has(id)) ? 'resources.roles.help.locked_held' : 'resources.roles.help.locked')}
        </Alert>
      )}
      {checking ? null : !canSeeTree ? (
        <Alert severity="info">{translate('resources.roles.help.no_tree')}</Alert>
      ) : rows.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : rows.error ? (
        <Alert severity="error">{translate('resources.permissions.page.load_failed')}</Alert>
      ) : (
        <PermissionTree
          permissions={rows.data ?? []}
          value={value}
          onChange={(ids) => field.onChange(ids)}
          locked={locked}
          label={translate(label)}
        />
      )}
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </fieldset>
  );
}
