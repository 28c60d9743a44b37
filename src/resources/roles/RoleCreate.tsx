import { Create } from 'react-admin';
import { CreateTitle } from '../../schema/views/RecordTitle';
import { RoleForm } from './RoleForm';

export default function RoleCreate() {
  return (
    <Create title={<CreateTitle />} redirect="show">
      <RoleForm mode="create" />
    </Create>
  );
}
