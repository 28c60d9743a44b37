import { Alert, CardContent } from '@mui/material';
import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_ROLE } from '../../auth/session';
import { RecordTitle } from '../../schema/views/RecordTitle';
import type { RoleRow } from '../permissions/data';
import { RoleForm } from './RoleForm';
import { EDIT_LOAD_PROPS } from '../../schema/views/ListStates';

/** The admin role holds everything and the server refuses to change it (2003): say so instead. */
function RoleEditBody() {
  const role = useRecordContext<RoleRow>();
  const translate = useTranslate();
  if (role?.name === ADMIN_ROLE) {
    return (
      <CardContent>
        <Alert severity="info">{translate('resources.roles.admin_locked')}</Alert>
      </CardContent>
    );
  }
  return <RoleForm mode="edit" />;
}

// Pessimistic: a refused save leaves the form as it was, with the server's field errors.
export default function RoleEdit() {
  return (
    <Edit {...EDIT_LOAD_PROPS} title={<RecordTitle action="edit" />} mutationMode="pessimistic" redirect="show">
      <RoleEditBody />
    </Edit>
  );
}
