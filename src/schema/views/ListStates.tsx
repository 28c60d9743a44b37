import type { ReactNode } from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useFormatNumber } from '../../widgets/useFormat';
import { Navigate } from 'react-router-dom';
import { Pagination, useEditContext, useListContext, useShowContext, useTranslate, type UseGetListOptions } from 'react-admin';
import { ErrorCode, type ApiError } from '../../api';
import { apiErrorText } from '../../pages/apiErrorText';
import { inSentence } from '../labels';
import { listStaleTime } from '../../loading/listFirstPage';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed call in the place of its content: what failed, the reason and a way to ask again. */
function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const translate = useTranslate();
  const { message = '', code = -1 } = (error ?? {}) as Partial<Pick<ApiError, 'message' | 'code'>>;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      data-testid="load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('schema.state.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {apiErrorText({ message, code }, translate)}
    </Alert>
  );
}

/** What a list shows in its table's place when its call failed. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError title="schema.state.list_failed" error={error} onRetry={() => void refetch()} />;
}

/**
 * A record the server says does not exist (2005: deleted, or outside the user's jurisdiction, docs/API.md)
 * is the not-found page, as an unknown address is, rather than a failure to try again.
 */
const isMissing = (error: unknown) => (error as Partial<ApiError> | null)?.code === ErrorCode.notFound;

/** What a show page shows in its card when the record could not be read. */
function ShowLoadError() {
  const { error, refetch } = useShowContext();
  if (isMissing(error)) return <Navigate to="/404" replace />;
  return <LoadError title="schema.state.record_failed" error={error} onRetry={() => void refetch()} />;
}

/** What an edit page shows in place of its form when the record could not be read. */
function EditLoadError() {
  const { error, refetch } = useEditContext();
  if (isMissing(error)) return <Navigate to="/404" replace />;
  return <LoadError title="schema.state.record_failed" error={error} onRetry={() => void refetch()} />;
}

// react-admin's default for a record that fails to load leaves for the list saying "this item
// does not exist", whatever the reason was; these keep the page and say what happened.
const STAY = { onError: () => undefined };
/** What a show page passes to <Show>. */
export const SHOW_LOAD_PROPS = { error: <ShowLoadError />, queryOptions: STAY };
/**
 * What an edit page passes to <Edit>. Its record is not read again behind the user's back (a
 * focus, a reconnect): the form would be loaded with it and the typed values lost. A change made
 * elsewhere is told over the form instead, with a button to load it (ChangedElsewhere).
 */
export const EDIT_LOAD_PROPS = { error: <EditLoadError />, queryOptions: { ...STAY, refetchOnWindowFocus: false, refetchOnReconnect: false } };

/**
 * An empty list, told apart from a list emptied by its filters: the message in words readable on
 * the page's background, and below it what may be done about it.
 */
export function ListEmpty({ message, options, children }: { message: string; options?: Record<string, unknown>; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      <Typography>{translate(message, options)}</Typography>
      {children}
    </Box>
  );
}

/**
 * A generic list with no records at all: what it lists (react-admin's own empty page draws it in
 * the disabled grey, capitalised mid-sentence), and the way to add the first one where the user may.
 */
export function GenericEmpty({ name, create }: { name: string; create?: ReactNode }) {
  const translate = useTranslate();
  return (
    <ListEmpty message="ra.page.empty" options={{ name: inSentence(translate(name, { smart_count: 2 })) }}>
      {create && (
        <>
          <Typography sx={{ mt: 1, mb: 2 }}>{translate('ra.page.invite')}</Typography>
          {create}
        </>
      )}
    </ListEmpty>
  );
}

/**
 * A list with no rows for its filters (react-admin's own wrote "Registros de mantenimiento" with
 * its capital mid-sentence, and on a phone its clear button lost its label and showed nothing).
 */
export function FilteredEmpty({ name }: { name: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const words = inSentence(translate(name, { smart_count: 2 }));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" component="span">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name: words })}
      </Typography>{' '}
      {filtered && (
        <Button size="small" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The lists' pagination, hidden while the last call failed: "1-20 of 20" over an error would
 * describe rows that are not shown.
 */
export function ListPagination({ rowsPerPageOptions = [10, 20, 50, 100] }: { rowsPerPageOptions?: number[] }) {
  const { error, meta } = useListContext();
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  if (error) return null;
  // A total the server stopped counting at reads "of 10,000+", not as an exact count.
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped;
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('app.list.range_capped', { from, to, total: formatNumber(count) });
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} {...(capped && { labelDisplayedRows })} />;
}

/** 20 a page as the lists open with, among the sizes offered (the server gives at most 100). */
export const PAGINATION = <ListPagination />;

/**
 * A list's page query tells its screen only of what the screen shows: the rows, a failure, the
 * first load, a page kept while the next loads. Not of a refetch starting and ending, which
 * re-rendered the whole list twice per refetch (react-admin's hook reads every field of the query
 * state) although nothing on it changes; the top progress bar follows fetches on its own. The
 * list asks for its page again when shown (useRefetchWhenShown), not the query on mount; its page
 * is stale at once, but for a page the early call has just answered (listStaleTime).
 */
export const LIST_QUERY_OPTIONS: UseGetListOptions = {
  notifyOnChangeProps: ['data', 'error', 'isPending', 'isPlaceholderData'],
  refetchOnMount: false,
  staleTime: listStaleTime,
};

/** On a narrow screen the table scrolls sideways inside its card instead of widening the page. */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };

/**
 * The same for a list with bulk actions: only the table's own wrapper scrolls, since the bulk
 * toolbar is drawn over the list's toolbar, outside the content, and a scrolling content would
 * put it under the toolbar.
 */
export const BULK_LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } };

/**
 * Below 900 px react-admin's create button floats 60 px above the bottom right corner (56 px
 * high): a list with one keeps that much room under its pagination, so that the last row and the
 * page arrows can be scrolled out from under it.
 */
export const FAB_CLEARANCE_SX = { pb: { xs: '128px', md: 0 } };

/** Short headers ("处理状态", "上报身份") stay on one line. */
export const TABLE_SX = { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } };
