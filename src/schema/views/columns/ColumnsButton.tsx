import { lazy, Suspense, useRef } from 'react';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button } from 'react-admin';
import { useMountOnOpen } from '../../../widgets/useMountOnOpen';
import type { ResourceDef } from '../../types';
import type { ColumnChoiceState } from './columnChoice';

// The panel's code loads on first open: opening a list costs nothing more.
const ColumnsPanel = lazy(() => import('./ColumnsPanel'));

/** The list toolbar's column chooser: show, hide and reorder, kept per user and list. */
export function ColumnsButton({ def, choice }: { def: ResourceDef; choice: ColumnChoiceState }) {
  const panel = useMountOnOpen();
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={anchor}
        label="listViews.columns.button"
        onClick={panel.show}
        aria-haspopup="dialog"
        aria-expanded={panel.open}
        data-testid="columns-button"
      >
        <ViewColumnIcon />
      </Button>
      {panel.mounted && (
        <Suspense fallback={null}>
          <ColumnsPanel open={panel.open} anchor={anchor.current} onClose={panel.hide} choice={choice} def={def} />
        </Suspense>
      )}
    </>
  );
}
