import { Create } from 'react-admin';
import { CreateTitle } from './RecordTitle';
import { useResourceDef } from '../RegistryContext';
import { screensOf } from '../screens';
import { GenericForm } from './GenericForm';

export default function GenericCreate() {
  const def = useResourceDef();
  return (
    <Create title={<CreateTitle />} redirect={screensOf(def).show ? 'show' : 'list'}>
      <GenericForm def={def} mode="create" />
    </Create>
  );
}
