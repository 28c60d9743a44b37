import { lazy, Suspense, type ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import { FieldInput } from '../FieldInput';
import type { ResourceDef } from '../types';
import { screensOf } from '../screens';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { amapConfigured } from '../../maps/loadAmap';
import { useSaveConflicts } from '../conflicts/useSaveConflicts';
import { ChangedElsewhere } from '../conflicts/ChangedElsewhere';

// The map (and AMap's script) load only on a form that places its record, with a key configured.
const PlacePicker = lazy(() => import('../../maps/PlacePicker'));
// The conflict of a stale save, and the notice of a change made elsewhere, load when there is one.
const SaveConflictDialog = lazy(() => import('../conflicts/SaveConflictDialog'));

/**
 * The create/edit form of a declaration: one input per form field, server errors under them.
 * `children` sit beside the inputs inside the form (e.g. a live preview that watches the values).
 */
export function GenericForm({ def, mode, children }: { def: ResourceDef; mode: 'create' | 'edit'; children?: ReactNode }) {
  const fields = def.fields.filter((f) => f.form !== false && f[mode] !== false);
  const conflicts = useSaveConflicts();
  const toolbar = (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && screensOf(def).delete && <ConfirmDeleteButton />}
    </Toolbar>
  );
  // The declaration's rules judge the form, each under its field (noValidate): the browser's own
  // check stopped a save at the first required day picker, with none of the other fields' messages.
  return (
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges noValidate onSubmit={conflicts?.onSubmit}>
      {conflicts && <ChangedElsewhere def={def} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 360px', maxWidth: 640, display: 'flex', flexDirection: 'column' }}>
          {fields.map((field) => (
            <FieldInput key={field.source} def={def} field={field} mode={mode} />
          ))}
          {def.place && amapConfigured() && (
            <Suspense fallback={null}>
              <PlacePicker def={def} />
            </Suspense>
          )}
        </Box>
        {children && <Box sx={{ flex: '0 1 340px' }}>{children}</Box>}
      </Box>
      {conflicts?.conflict && (
        <Suspense fallback={null}>
          <SaveConflictDialog def={def} conflicts={conflicts} />
        </Suspense>
      )}
    </SimpleForm>
  );
}
