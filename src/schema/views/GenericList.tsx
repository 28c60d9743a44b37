import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  ShowButton,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { FieldValue } from '../FieldValue';
import { fieldLabel, resourceLabel } from '../labels';
import { useRegistry, useResourceDef } from '../RegistryContext';
import { csvExporter } from '../exporter';
import { ExcelExportButton } from '../excel/ExcelExportButton';
import { ImportButton } from '../import/ImportButton';
import { buildFilters } from './filters';
import { screensOf } from '../screens';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { DeclaredParts, expandPanel } from './Declared';
import { RowActionButtons } from './RowActions';
import { BULK_LIST_SX, FAB_CLEARANCE_SX, ListLoadError, PAGINATION, TABLE_SX } from './ListStates';
import { PageHeading } from '../../widgets/PageHeading';
import type { FieldDef } from '../types';

/** The list every declaration gets: paging, sorting, filters, keyword, CSV, bulk delete. */
export default function GenericList() {
  const def = useResourceDef();
  const registry = useRegistry();
  const translate = useTranslate();
  const screens = screensOf(def);
  const filters = buildFilters(def, registry);
  const columns = def.fields.filter((f) => f.list !== false && f.type !== 'password');
  // react-admin's create/edit/show/delete buttons ask canAccess themselves; export and the row
  // click do not, so they are asked here.
  const { canAccess: canExport } = useCanAccess({ action: 'export' });
  const { canAccess: canShow } = useCanAccess({ action: 'show', enabled: screens.show });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', enabled: screens.edit });
  // Below 1200 px the row's delete button keeps only its icon, so that the columns keep their room.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  // A declared panel under the row is what a click opens; the detail keeps its button.
  const rowClick = def.expand ? 'expand' : screens.show && canShow ? 'show' : screens.edit && canEdit ? 'edit' : false;

  const actions = (
    <TopToolbar>
      {filters.length > 1 && <FilterButton />}
      <DeclaredParts parts={def.listActions} />
      {screens.create && <CreateButton />}
      {canExport && <ExportButton maxResults={10000} />}
      {canExport && <ExcelExportButton />}
      <ImportButton />
    </TopToolbar>
  );
  const bulkActions =
    canExport || screens.delete || def.bulkActions ? (
      <>
        <DeclaredParts parts={def.bulkActions} />
        {canExport && <BulkExportButton />}
        {screens.delete && <BulkDeleteButton mutationMode="pessimistic" />}
      </>
    ) : (
      false
    );

  return (
    <>
      <PageHeading>{translate(resourceLabel(def))}</PageHeading>
      <List
        title={resourceLabel(def)}
        filters={filters}
        actions={actions}
        sort={def.defaultSort ?? { field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={csvExporter(def, translate)}
        storeKey={`list.${def.name}`}
        pagination={PAGINATION}
        error={<ListLoadError />}
        sx={[BULK_LIST_SX, screens.create && FAB_CLEARANCE_SX]}
      >
        <DataTable
          bulkActionButtons={bulkActions}
          rowClick={rowClick}
          expand={expandPanel(def.expand)}
          sx={TABLE_SX}
        >
          {columns.map((field, index) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              label={fieldLabel(def, field)}
              disableSort={!field.sortable}
              sx={wraps(field, index) ? { minWidth: 120 } : { whiteSpace: 'nowrap' }}
              render={() => <FieldValue def={def} field={field} />}
            />
          ))}
          {(screens.edit || screens.show || screens.delete || def.rowActions) && (
            <DataTable.Col label="app.list.actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
              {screens.show && <ShowButton />}
              {screens.edit && <EditButton />}
              <RowActionButtons actions={def.rowActions} compact />
              {screens.delete && <ConfirmDeleteButton redirect={false} compact={narrow} />}
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    </>
  );
}

/** Only the title column and long or compound values wrap; names, phones, states and times stay on one line. */
function wraps(field: FieldDef, index: number): boolean {
  return index === 0 || ['longText', 'reference', 'tree'].includes(field.type);
}
