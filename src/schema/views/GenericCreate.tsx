import { Create } from 'react-admin';
import { CreateTitle } from './RecordTitle';
import { useResourceDef } from '../RegistryContext';
import { screensOf } from '../screens';
import { GenericForm } from './GenericForm';
import { PageHeading } from '../../widgets/PageHeading';

export default function GenericCreate() {
  const def = useResourceDef();
  return (
    <Create title={<CreateTitle />} redirect={screensOf(def).show ? 'show' : 'list'}>
      <PageHeading>
        <CreateTitle />
      </PageHeading>
      <GenericForm def={def} mode="create" />
    </Create>
  );
}
