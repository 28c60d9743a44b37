import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import { FieldInput } from '../FieldInput';
import type { ResourceDef } from '../types';
import { screensOf } from '../screens';

/** The create/edit form of a declaration: one input per form field, server errors under them. */
export function GenericForm({ def, mode }: { def: ResourceDef; mode: 'create' | 'edit' }) {
  const fields = def.fields.filter((f) => f.form !== false && f[mode] !== false);
  const toolbar = (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && screensOf(def).delete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
  return (
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges>
      <Box sx={{ width: '100%', maxWidth: 640 }}>
        {fields.map((field) => (
          <FieldInput key={field.source} def={def} field={field} mode={mode} />
        ))}
      </Box>
    </SimpleForm>
  );
}
