import { Link } from 'react-router-dom';
import { Alert, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { useResourceName } from '../permissions/data';
import type { SystemUserRow } from './calls';

interface Props {
  users: SystemUserRow[] | undefined;
  isPending: boolean;
  error: Error | undefined;
}

/** The users holding a role: account and name, each a link to the user when allowed. */
export function RoleHolders({ users, isPending, error }: Props) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const usersResource = useResourceName('systemUsers');
  const { canAccess: canShowUser } = useCanAccess({ resource: usersResource, action: 'show' });

  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="warning">{translate('resources.roles.holders.load_failed')}</Alert>;
  if (!users || users.length === 0) {
    return <Typography color="text.secondary">{translate('resources.roles.holders.empty')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('resources.roles.holders.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.systemUsers.fields.account')}</TableCell>
          <TableCell>{translate('resources.systemUsers.fields.name')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              {canShowUser ? (
                <MuiLink component={Link} to={createPath({ resource: usersResource, id: user.id, type: 'show' })}>
                  {user.account}
                </MuiLink>
              ) : (
                user.account
              )}
            </TableCell>
            <TableCell>{user.name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
