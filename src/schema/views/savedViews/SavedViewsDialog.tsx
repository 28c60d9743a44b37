import { useCallback, useEffect, useId, useRef, useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { apiErrorText } from '../../../pages/apiErrorText';
import type { ColumnChoiceState } from '../columns/columnChoice';
import { NameForm } from './NameForm';
import { captureView, displayedFilters, sameView, viewsApi, type SavedView } from './viewState';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The list's name (its declaration's). */
  list: string;
  columns: ColumnChoiceState;
}

/** In the user's language's order, whatever order the server's collation gave. */
const byName = (views: SavedView[]) => [...views].sort((a, b) => a.name.localeCompare(b.name));

type Load = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; views: SavedView[] };

/** The user's saved views of one list, asked for each time the dialog opens. */
export default function SavedViewsDialog({ open, onClose, list, columns }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  // Where the focus goes once the control that had it is gone (a rename done, a view deleted).
  const [renamed, setRenamed] = useState<number | null>(null);
  const saveInput = useRef<HTMLInputElement>(null);
  const [deleted, setDeleted] = useState(false);
  // After the confirmation has closed (it would take the focus back to the button now gone).
  useEffect(() => {
    if (!deleted || deleting) return;
    saveInput.current?.focus();
    setDeleted(false);
  }, [deleted, deleting]);
  const current = captureView(filterValues as Record<string, unknown>, sort, columns);

  const fetchViews = useCallback(() => {
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    viewsApi.list(list).then(
      (views) => setLoad({ state: 'ready', views: byName(views) }),
      (error: unknown) => setLoad({ state: 'failed', error }),
    );
  }, [list]);

  useEffect(() => {
    if (open) fetchViews();
  }, [open, fetchViews]);

  const views = load.state === 'ready' ? load.views : [];
  const replace = (next: SavedView[]) => setLoad({ state: 'ready', views: byName(next) });

  const apply = (view: SavedView) => {
    setFilters(view.state.filter, displayedFilters(view.state.filter));
    setSort(view.state.sort);
    columns.set(view.state.columns);
    notify('listViews.views.applied', { type: 'info', messageArgs: { name: view.name } });
    onClose();
  };

  const save = async (name: string) => {
    const saved = await viewsApi.create(list, name, current);
    replace([...views, saved]);
    notify('listViews.views.saved', { type: 'info', messageArgs: { name } });
  };

  const rename = async (view: SavedView, name: string) => {
    const changed = await viewsApi.rename(view, name);
    replace(views.map((v) => (v.id === view.id ? changed : v)));
    setRenaming(null);
    setRenamed(view.id);
  };

  // A failure is reported by the API client; the view stays in the list.
  const remove = (view: SavedView) =>
    viewsApi.remove(view).then(
      () => {
        replace(views.filter((v) => v.id !== view.id));
        notify('listViews.views.deleted', { type: 'info', messageArgs: { name: view.name } });
        setDeleted(true);
        setDeleting(null);
      },
      () => setDeleting(null),
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="views-dialog">
      <DialogTitle id={titleId}>{translate('listViews.views.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {load.state === 'loading' && <LinearProgress aria-label={translate('listViews.views.loading')} />}
        {load.state === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={fetchViews}>
                {translate('schema.state.retry')}
              </Button>
            }
          >
            {apiErrorText(load.error as { message: string; code: number }, translate)}
          </Alert>
        )}
        {load.state === 'ready' && views.length === 0 && <Typography color="text.secondary">{translate('listViews.views.empty')}</Typography>}
        {views.length > 0 && (
          <List dense aria-label={translate('listViews.views.title')} data-testid="views-list">
            {views.map((view) =>
              renaming === view.id ? (
                <ListItem key={view.id} sx={{ px: 0, py: 1 }}>
                  <NameForm
                    label="listViews.views.new_name"
                    submit="ra.action.save"
                    initial={view.name}
                    autoFocus
                    onSubmit={(name) => rename(view, name)}
                    onCancel={() => {
                      setRenaming(null);
                      setRenamed(view.id);
                    }}
                    testId="rename-form"
                  />
                </ListItem>
              ) : (
                <ListItem
                  key={view.id}
                  disablePadding
                  data-view={view.name}
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton aria-label={translate('listViews.views.rename', { name: view.name })} onClick={() => setRenaming(view.id)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                      <IconButton edge="end" aria-label={translate('listViews.views.delete', { name: view.name })} onClick={() => setDeleting(view)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: 11 } }}
                >
                  <ListItemButton autoFocus={renamed === view.id} onClick={() => apply(view)} aria-current={sameView(view.state, current) ? 'true' : undefined}>
                    <ListItemIcon sx={{ minWidth: 32 }}>{sameView(view.state, current) && <CheckIcon fontSize="small" color="primary" />}</ListItemIcon>
                    <ListItemText primary={view.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                  </ListItemButton>
                </ListItem>
              ),
            )}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <NameForm label="listViews.views.save_as" hint="listViews.views.save_hint" submit="ra.action.save" onSubmit={save} testId="save-view-form" inputRef={saveInput} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('listViews.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={deleting !== null}
        title={translate('listViews.views.delete_title', { name: deleting?.name ?? '' })}
        content={translate('listViews.views.delete_content')}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
}
