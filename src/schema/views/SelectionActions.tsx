import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';
import type { DeclaredPart } from './Declared';
import { useListAccess } from './listAccess';

// What rows can be done with once chosen (export, delete, the declaration's own) loads with the
// first choice: most visits of a list choose none.
const BulkActions = lazy(() => import('./BulkActions'));

export interface SelectionActionsProps {
  parts?: readonly DeclaredPart[];
  canExport: boolean;
  canDelete: boolean;
}

export function SelectionActions(props: Omit<SelectionActionsProps, 'canExport'>) {
  const { selectedIds } = useListContext();
  const { canExport } = useListAccess();
  if (selectedIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkActions {...props} canExport={canExport} />
    </Suspense>
  );
}
