import { lazy, Suspense } from 'react';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import { Button } from 'react-admin';
import { useMountOnOpen } from '../../../widgets/useMountOnOpen';
import type { ColumnChoiceState } from '../columns/columnChoice';

// The dialog's code, and its first call, wait for the first open: a list opens as fast as before.
const SavedViewsDialog = lazy(() => import('./SavedViewsDialog'));

/** The list toolbar's saved views: save the current filters, sort and columns, reopen, rename, delete. */
export function SavedViewsButton({ list, columns }: { list: string; columns: ColumnChoiceState }) {
  const dialog = useMountOnOpen();
  return (
    <>
      <Button label="listViews.views.button" onClick={dialog.show} aria-haspopup="dialog" data-testid="views-button">
        <BookmarksOutlinedIcon />
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SavedViewsDialog open={dialog.open} onClose={dialog.hide} list={list} columns={columns} />
        </Suspense>
      )}
    </>
  );
}
