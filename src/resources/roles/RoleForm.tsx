import { lazy, Suspense } from 'react';
import { Box, Stack } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { FieldInput } from '../../schema/FieldInput';
import { fieldLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { DeleteRoleButton } from './DeleteRoleButton';
import { PermissionTreeInput } from './PermissionTreeInput';
import { useSaveConflicts } from '../../schema/conflicts/useSaveConflicts';
import { ChangedElsewhere } from '../../schema/conflicts/ChangedElsewhere';

// A stale save's conflict (their permission changes beside the typed ones) loads when there is one.
const SaveConflictDialog = lazy(() => import('../../schema/conflicts/SaveConflictDialog'));

/** Create and edit a role: its title and key, then its permissions as a tree of checkboxes. */
export function RoleForm({ mode }: { mode: 'create' | 'edit' }) {
  const def = useResourceDef();
  const field = (source: string) => def.fields.find((f) => f.source === source)!;
  const conflicts = useSaveConflicts();
  const toolbar = (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && <DeleteRoleButton redirectToList />}
    </Toolbar>
  );
  return (
    <SimpleForm toolbar={toolbar} onSubmit={conflicts?.onSubmit}>
      {conflicts && <ChangedElsewhere def={def} />}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2, width: '100%', maxWidth: 720, '& > *': { flex: 1 } }}>
        <FieldInput def={def} field={field('title')} mode={mode} />
        <FieldInput def={def} field={field('name')} mode={mode} />
      </Stack>
      <Box sx={{ width: '100%', mt: 1 }}>
        <PermissionTreeInput source="permission_ids" label={fieldLabel(def, field('permission_ids'))} />
      </Box>
      {conflicts?.conflict && (
        <Suspense fallback={null}>
          <SaveConflictDialog def={def} conflicts={conflicts} />
        </Suspense>
      )}
    </SimpleForm>
  );
}
