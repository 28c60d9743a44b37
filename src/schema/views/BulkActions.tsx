import { BulkDeleteButton, BulkExportButton } from 'react-admin';
import { DeclaredParts } from './Declared';
import type { SelectionActionsProps } from './SelectionActions';

/** The chosen rows' actions: the declaration's own, export and delete. */
export default function BulkActions({ parts, canExport, canDelete }: SelectionActionsProps) {
  return (
    <>
      <DeclaredParts parts={parts} />
      {canExport && <BulkExportButton />}
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}
