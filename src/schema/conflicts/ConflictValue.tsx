import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useGetMany, useTranslate } from 'react-admin';
import { FieldValue } from '../FieldValue';
import { useRegistry } from '../RegistryContext';
import { resourceKey, type FieldDef, type ResourceDef } from '../types';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: '', order: 'ASC' as const } };

/** The names of the records a list of ids points at (a role's permissions), from the cached list where there is one. */
function useNames(field: FieldDef, ids: readonly unknown[]): (id: unknown) => string {
  const registry = useRegistry();
  const target = field.reference ? registry.get(field.reference.resource) : undefined;
  const key = target ? resourceKey(target) : '';
  const whole = target?.listShape === 'array';
  const list = useGetList(key, ALL, { enabled: !!target && whole });
  const many = useGetMany(key, { ids: ids as never[] }, { enabled: !!target && !whole && ids.length > 0 });
  const rows = (whole ? list.data : many.data) ?? [];
  const text = field.reference?.optionText ?? 'id';
  return (id) => String((rows.find((row) => String(row.id) === String(id)) as Record<string, unknown> | undefined)?.[text] ?? id);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A list of ids as what one side added and took away from the loaded list: "+ A, B  − C". */
function ListChange({ field, from, to }: { field: FieldDef; from: unknown; to: unknown }) {
  const translate = useTranslate();
  const before = asList(from).map(String);
  const after = asList(to).map(String);
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  const name = useNames(field, [...added, ...removed]);
  if (added.length === 0 && removed.length === 0) return <Typography variant="body2" color="text.secondary">{translate('live.conflict.unchanged')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      {added.length > 0 && (
        <Typography variant="body2" sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>
          {translate('live.conflict.added', { items: added.map(name).join(translate('live.conflict.separator')) })}
        </Typography>
      )}
      {removed.length > 0 && (
        <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {translate('live.conflict.removed', { items: removed.map(name).join(translate('live.conflict.separator')) })}
        </Typography>
      )}
    </Box>
  );
}

/** Under a list field they took items from: those stay taken away, whatever this user's form still held. */
export function StaysRemoved({ field, loaded, theirs }: { field: FieldDef; loaded: unknown; theirs: unknown }) {
  const translate = useTranslate();
  const after = asList(theirs).map(String);
  const removed = asList(loaded).map(String).filter((id) => !after.includes(id));
  const name = useNames(field, removed);
  if (removed.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }} role="note">
      {translate('live.conflict.stays_removed', { items: removed.map(name).join(translate('live.conflict.separator')) })}
    </Typography>
  );
}

/**
 * One side's value of a field, drawn as lists and details draw it. `from` is the value it was
 * loaded with: a list of ids is shown as what changed in it. `record` is that side's record; the
 * form's values (`typed`) keep the loaded name beside a changed id, so the id's own name is looked up.
 */
export function ConflictValue(props: { def: ResourceDef; field: FieldDef; value: unknown; from: unknown; record: Record<string, unknown>; typed?: boolean }) {
  const { def, value, from, record, typed } = props;
  const translate = useTranslate();
  let field = props.field;
  if (field.type === 'password') return <>{value ? translate('live.conflict.password_set') : '—'}</>;
  if (field.reference?.multiple) return <ListChange field={field} from={from} to={value} />;
  if (value === undefined || value === null || value === '') return <>—</>;
  if (typed && String(value) !== String(from)) {
    if (field.reference) field = { ...field, reference: { ...field.reference, display: undefined } };
    if (field.tree) field = { ...field, tree: { ...field.tree, display: undefined } };
  }
  return (
    <RecordContextProvider value={{ id: 0, ...record, [field.source]: value }}>
      <FieldValue def={def} field={field} size="show" />
    </RecordContextProvider>
  );
}
