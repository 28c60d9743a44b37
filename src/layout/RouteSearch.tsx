import { lazy, Suspense, useEffect } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSearchShortcut } from './searchShortcut';
import { useMountOnOpen } from '../widgets/useMountOnOpen';

// The dialog and its fuzzy search load on first open.
const RouteSearchDialog = lazy(() => import('./RouteSearchDialog'));

/** The route search (spec §2): the navbar's button and the Ctrl+K or / shortcut. */
export function RouteSearch() {
  const translate = useTranslate();
  const { open, mounted, show, hide } = useMountOnOpen();

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!open && isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show]);

  return (
    <>
      <Tooltip title={translate('shell.search.label')}>
        <IconButton color="inherit" aria-label={translate('shell.search.label')} aria-haspopup="dialog" onClick={show} data-tour="search">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <RouteSearchDialog open={open} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
