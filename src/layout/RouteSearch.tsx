import { lazy, Suspense, useEffect, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSearchShortcut } from './searchShortcut';

// The dialog and its fuzzy search load on first open.
const RouteSearchDialog = lazy(() => import('./RouteSearchDialog'));

/** The route search (spec §2): the navbar's button and the Ctrl+K or / shortcut. */
export function RouteSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!open && isSearchShortcut(event)) {
        event.preventDefault();
        setOpened(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Tooltip title={translate('shell.search.label')}>
        <IconButton color="inherit" aria-label={translate('shell.search.label')} aria-haspopup="dialog" onClick={show} data-tour="search">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <RouteSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
