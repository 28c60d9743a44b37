import {
  BulkDeleteButton,
  BulkExportButton,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  ShowButton,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { FieldValue } from '../FieldValue';
import { fieldLabel, resourceLabel } from '../labels';
import { useRegistry, useResourceDef } from '../RegistryContext';
import { csvExporter } from '../exporter';
import { buildFilters } from './filters';
import { screensOf } from '../screens';

/** The list every declaration gets: paging, sorting, filters, keyword, CSV, bulk delete. */
export default function GenericList() {
  const def = useResourceDef();
  const registry = useRegistry();
  const translate = useTranslate();
  const screens = screensOf(def);
  const filters = buildFilters(def, registry);
  const columns = def.fields.filter((f) => f.list !== false && f.type !== 'password');

  const actions = (
    <TopToolbar>
      {filters.length > 1 && <FilterButton />}
      {screens.create && <CreateButton />}
      <ExportButton maxResults={10000} />
    </TopToolbar>
  );
  const bulkActions = (
    <>
      <BulkExportButton />
      {screens.delete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );

  return (
    <List
      title={resourceLabel(def)}
      filters={filters}
      actions={actions}
      sort={def.defaultSort ?? { field: 'id', order: 'DESC' }}
      perPage={20}
      exporter={csvExporter(def, translate)}
      storeKey={`list.${def.name}`}
    >
      <DataTable bulkActionButtons={bulkActions} rowClick={screens.show ? 'show' : screens.edit ? 'edit' : false}>
        {columns.map((field) => (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={fieldLabel(def, field)}
            disableSort={!field.sortable}
            render={() => <FieldValue def={def} field={field} />}
          />
        ))}
        {(screens.edit || screens.show || screens.delete) && (
          <DataTable.Col label="app.list.actions" align="right">
            {screens.show && <ShowButton />}
            {screens.edit && <EditButton />}
            {screens.delete && <DeleteButton mutationMode="pessimistic" />}
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
