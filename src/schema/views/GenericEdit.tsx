import { Edit } from 'react-admin';
import { useResourceDef } from '../RegistryContext';
import { screensOf } from '../screens';
import { GenericForm } from './GenericForm';
import { RecordTitle } from './RecordTitle';
import { PageHeading } from '../../widgets/PageHeading';
import { EDIT_LOAD_PROPS } from './ListStates';

// Pessimistic: a refused save leaves the form exactly as typed, with the server's field errors.
export default function GenericEdit() {
  const def = useResourceDef();
  return (
    <Edit {...EDIT_LOAD_PROPS} title={<RecordTitle action="edit" />} mutationMode="pessimistic" redirect={screensOf(def).show ? 'show' : 'list'}>
      <PageHeading>
        <RecordTitle action="edit" />
      </PageHeading>
      <GenericForm def={def} mode="edit" />
    </Edit>
  );
}
