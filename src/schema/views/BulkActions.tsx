import { BulkExportButton } from 'react-admin';
import { BulkDeleteButton } from './BulkDeleteButton';
import { DeclaredParts } from './Declared';
import type { SelectionActionsProps } from './SelectionActions';

/** The chosen rows' actions: the declaration's own, export and delete. */
export default function BulkActions({ parts, canExport, canDelete }: SelectionActionsProps) {
  return (
    <>
      <DeclaredParts parts={parts} />
      {canExport && <BulkExportButton />}
      {canDelete && <BulkDeleteButton />}
    </>
  );
}
