import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  CreateButton,
  DataTable,
  DataTableLoading,
  ExportButton,
  FilterButton,
  List,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { FieldValue } from '../FieldValue';
import { fieldLabel, resourceLabel } from '../labels';
import { useRegistry, useResourceDef } from '../RegistryContext';
import { useCsvExporter } from '../exporter';
import { ExcelExportButton } from '../excel/ExcelExportButton';
import { ImportButton } from '../import/ImportButton';
import { buildFilters } from './filters';
import { screensOf } from '../screens';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { DeclaredParts, expandPanel } from './Declared';
import { RowActionButtons } from './RowActions';
import { RowLinkButton } from './RowLinkButton';
import { ListAccessContext } from './listAccess';
import { SelectionActions } from './SelectionActions';
import { GENERIC_LIST_PAGE, genericListParams } from './genericListParams';
import { BULK_LIST_SX, FAB_CLEARANCE_SX, FilteredEmpty, GenericEmpty, LIST_QUERY_OPTIONS, ListLoadError, PAGINATION, TABLE_SX } from './ListStates';
import { PageHeading } from '../../widgets/PageHeading';
import { resourceKey, type FieldDef } from '../types';
import { useRefetchWhenShown } from './refetchWhenShown';
import { useCanAccessAtOnce } from '../../auth/useCanAccessAtOnce';
import { useScreenShown } from '../../routing/tagsView/screenShown';
import { useColumnChoice } from './columns/columnChoice';
import { ColumnsButton } from './columns/ColumnsButton';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import { FRESH_ROW_SX, useFreshRows } from '../../live/freshRows';

/** The list every declaration gets: paging, sorting, filters, keyword, CSV, bulk delete, columns and saved views. */
export default function GenericList() {
  const def = useResourceDef();
  const params = genericListParams(def);
  const registry = useRegistry();
  const translate = useTranslate();
  const screens = screensOf(def);
  const filters = useMemo(() => buildFilters(def, registry), [def, registry]);
  const columns = useMemo(() => def.fields.filter((f) => f.list !== false && f.type !== 'password'), [def]);
  // The user's order and choice of columns (kept per user and list).
  const choice = useColumnChoice(def.name, columns);
  const listViews = def.listViews !== false;
  // Exports write the columns the user sees, in their order.
  const shown = listViews ? choice.visible : columns;
  const exporter = useCsvExporter(def, shown);
  // react-admin's create/edit/show/delete buttons ask canAccess themselves; export and the row
  // click do not, so they are asked here.
  const { canAccess: canExport, isPending: exportPending } = useCanAccessAtOnce({ action: 'export' });
  const { canAccess: canShow } = useCanAccessAtOnce({ action: 'show', enabled: screens.show });
  const { canAccess: canEdit } = useCanAccessAtOnce({ action: 'edit', enabled: screens.edit });
  const access = useMemo(() => ({ canShow: !!canShow, canEdit: !!canEdit, canExport: !!canExport }), [canShow, canEdit, canExport]);
  // Below 1200 px the row's delete button keeps only its icon, so that the columns keep their room.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  useRefetchWhenShown(resourceKey(def));
  // Records created elsewhere a moment ago are marked as their rows come in (src/live).
  const fresh = useFreshRows(resourceKey(def));
  const rowSx = useMemo(() => (fresh.size > 0 ? (record: { id: unknown }) => (fresh.has(String(record.id)) ? FRESH_ROW_SX : {}) : undefined), [fresh]);
  // Hidden behind its tab, the list's page is not asked again when the window comes back.
  const screen = useScreenShown();
  const queryOptions = useMemo(() => ({ ...LIST_QUERY_OPTIONS, refetchOnWindowFocus: () => screen.shown, refetchOnReconnect: () => screen.shown }), [screen]);

  // A declared panel under the row is what a click opens; the detail keeps its button. The
  // target is read when a row is clicked: the table stays the same when the answers come in.
  const rowTarget = useRef<'show' | 'edit' | false>(false);
  useLayoutEffect(() => {
    rowTarget.current = screens.show && canShow ? 'show' : screens.edit && canEdit ? 'edit' : false;
  });
  const opensRows = screens.show || screens.edit;
  const rowClick = useMemo(() => (def.expand ? ('expand' as const) : opensRows ? () => rowTarget.current : false), [def.expand, opensRows]);

  const actions = (
    <TopToolbar>
      {filters.length > 1 && <FilterButton />}
      {listViews && <ColumnsButton def={def} choice={choice} />}
      {listViews && <SavedViewsButton list={def.name} columns={choice} />}
      <DeclaredParts parts={def.listActions} />
      {screens.create && <CreateButton />}
      {canExport && <ExportButton maxResults={10000} />}
      {canExport && <ExcelExportButton shown={shown} />}
      <ImportButton />
    </TopToolbar>
  );
  const selects = !!(canExport || screens.delete || def.bulkActions);
  // Where only exporting makes rows selectable, the rows wait for that answer: the boxes would
  // otherwise come in after them and draw every row again.
  const selectsPending = !screens.delete && !def.bulkActions && exportPending;
  const { show: showScreen, edit: editScreen, delete: deleteScreen } = screens;
  const hasRowActions = !!(editScreen || showScreen || deleteScreen || def.rowActions);

  // The table depends on the columns shown, not on the access answers (ListAccessContext): a
  // render of the list for anything else leaves its rows alone.
  const table = useMemo(
    () => (
      <DataTable
        bulkActionButtons={selects ? <SelectionActions parts={def.bulkActions} canDelete={deleteScreen} /> : false}
        rowClick={rowClick}
        rowSx={rowSx}
        expand={expandPanel(def.expand)}
        empty={<FilteredEmpty name={resourceLabel(def)} />}
        sx={TABLE_SX}
      >
        {shown.map((field) => (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={fieldLabel(def, field)}
            disableSort={!field.sortable}
            sx={wraps(field, columns.indexOf(field)) ? { minWidth: 120 } : { whiteSpace: 'nowrap' }}
            render={() => <FieldValue def={def} field={field} />}
          />
        ))}
        {hasRowActions && (
          <DataTable.Col label="app.list.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
            {showScreen && <RowLinkButton type="show" />}
            {editScreen && <RowLinkButton type="edit" />}
            <RowActionButtons actions={def.rowActions} compact />
            {deleteScreen && <ConfirmDeleteButton redirect={false} compact={narrow} />}
          </DataTable.Col>
        )}
      </DataTable>
    ),
    [def, shown, columns, selects, rowClick, rowSx, narrow, showScreen, editScreen, deleteScreen, hasRowActions],
  );

  return (
    <>
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <ListAccessContext.Provider value={access}>
      <List
        title={resourceLabel(def)}
        filters={filters}
        actions={actions}
        sort={params.sort}
        perPage={GENERIC_LIST_PAGE}
        exporter={exporter}
        storeKey={params.storeKey}
        queryOptions={queryOptions}
        pagination={PAGINATION}
        error={<ListLoadError />}
        empty={<GenericEmpty name={resourceLabel(def)} create={screens.create ? <CreateButton variant="contained" /> : undefined} />}
        sx={[BULK_LIST_SX, screens.create && FAB_CLEARANCE_SX]}
      >
        {selectsPending ? <DataTableLoading nbChildren={shown.length + (hasRowActions ? 1 : 0)} hasBulkActions /> : table}
      </List>
      </ListAccessContext.Provider>
    </>
  );
}

/** Only the title column and long or compound values wrap; names, phones, states and times stay on one line. */
function wraps(field: FieldDef, index: number): boolean {
  return index === 0 || ['longText', 'reference', 'tree'].includes(field.type);
}
