import { Box } from '@mui/material';
import { Create, SimpleForm } from 'react-admin';
import { FieldInput } from '../../schema/FieldInput';
import { fieldLabel } from '../../schema/labels';
import { CreateTitle } from '../../schema/views/RecordTitle';
import { useResourceDef } from '../../schema/RegistryContext';
import { RolesInput } from './RolesInput';

/** Register a system user (`register`) with the roles and the jurisdiction chosen here. */
export default function UserCreate() {
  const def = useResourceDef();
  const field = (source: string) => def.fields.find((f) => f.source === source)!;
  return (
    <Create title={<CreateTitle />} redirect="show">
      <SimpleForm>
        <Box sx={{ width: '100%', maxWidth: 640 }}>
          {['account', 'name', 'password', 'government_id'].map((source) => (
            <FieldInput key={source} def={def} field={field(source)} mode="create" />
          ))}
          <RolesInput source="role_ids" label={fieldLabel(def, field('role_ids'))} />
        </Box>
      </SimpleForm>
    </Create>
  );
}
