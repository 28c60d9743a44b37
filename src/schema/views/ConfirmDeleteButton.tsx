import { lazy, Suspense } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useCanAccess, useRecordContext, useResourceContext, type RedirectionSideEffect } from 'react-admin';
import { useResourceDef } from '../RegistryContext';
import { ActionButton } from './ActionButton';
import { useMountOnOpen } from '../../widgets/useMountOnOpen';

const DeleteDialog = lazy(() => import('./DeleteDialog'));

/** What the delete dialog says about the record, e.g. "Government: 武汉市应急管理局". */
export function useRecordName(): string {
  const def = useResourceDef();
  const record = useRecordContext<Record<string, unknown>>();
  const title = def.recordTitle ? record?.[def.recordTitle] : undefined;
  return title === undefined || title === null || title === '' ? `#${String(record?.id ?? '')}` : String(title);
}

/**
 * Delete after a confirmation naming the record. When the server refuses because other
 * records still point at it (2009), the dialog stays open and says so, with what to do next,
 * instead of vanishing behind a short message. The dialog and its delete call load on the first
 * click: a list draws this button on every row.
 */
export function ConfirmDeleteButton({ redirect = 'list', compact }: { redirect?: RedirectionSideEffect; compact?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  // Without the record: access never depends on it, and one answer then serves every row.
  const { canAccess } = useCanAccess({ action: 'delete', resource });
  const dialog = useMountOnOpen();

  if (!record || !canAccess || !resource) return null;
  return (
    <>
      <ActionButton label="ra.action.delete" color="error" icon={<DeleteIcon />} compact={compact} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <DeleteDialog open={dialog.open} onClose={dialog.hide} redirect={redirect} record={record} resource={resource} />
        </Suspense>
      )}
    </>
  );
}
