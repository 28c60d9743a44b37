import { Create } from 'react-admin';
import { resourceLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { RoleForm } from './RoleForm';

export default function RoleCreate() {
  const def = useResourceDef();
  return (
    <Create title={resourceLabel(def)} redirect="show">
      <RoleForm mode="create" />
    </Create>
  );
}
