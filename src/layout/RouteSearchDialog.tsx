import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, InputAdornment, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { groupTitle } from '../routing/navigation';
import { createRouteSearch, type SearchEntry } from './routeSearch';
import { useAccessibleRoutes } from '../routing/useNavRoutes';

const MAX_RESULTS = 8;

/** The route search's dialog (spec §2): fuzzy over the translated titles and paths the user may open. */
export default function RouteSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { routes } = useAccessibleRoutes();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  // Rebuilt when the language changes, so that titles are searched as shown.
  const search = useMemo(() => {
    const entries: SearchEntry[] = routes.map((r) => ({ path: r.path, title: translate(r.title), section: translate(groupTitle(r.group)) }));
    return createRouteSearch(entries);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` changes what translate answers
  }, [routes, translate, locale]);
  const results = useMemo(() => search(query).slice(0, MAX_RESULTS), [search, query]);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  const go = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    close();
    navigate(entry.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    }
  };
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-label={translate('shell.search.label')} slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '12vh' } } }}>
      <Box sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          placeholder={translate('shell.search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('shell.search.label'),
              'aria-expanded': results.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': results.length ? optionId(active) : undefined,
            },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          }}
        />
        <List component="div" id={listId} role="listbox" aria-label={translate('shell.search.results')} sx={{ mt: 1, maxHeight: '50vh', overflowY: 'auto' }}>
          {results.map((entry, i) => (
            <ListItemButton
              key={entry.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(entry)}
              tabIndex={-1}
            >
              <ListItemText
                primary={entry.title}
                secondary={
                  <Box component="span" sx={{ display: 'flex', gap: 1.5 }}>
                    <span>{entry.section}</span>
                    <span dir="ltr">{entry.path}</span>
                  </Box>
                }
              />
            </ListItemButton>
          ))}
        </List>
        {results.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
            {translate('shell.search.empty')}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('shell.search.hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
