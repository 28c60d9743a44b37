import { lazy, Suspense } from 'react';
import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { choiceList, statusChoices } from './labels';
import { resourceKey, type FieldDef, type ResourceDef } from './types';
import { useRegistry } from './RegistryContext';
import { useFormatNumber } from '../widgets/useFormat';
import { RelativeTime } from '../widgets/RelativeTime';

const QrValue = lazy(() => import('./views/QrValue'));
const ReferenceValue = lazy(() => import('./ReferenceValue'));
const ItemsTable = lazy(() => import('./views/ItemsTable'));
const FileValue = lazy(() => import('./files/FileValue').then((m) => ({ default: m.FileValue })));

function valueAt(record: Record<string, unknown>, source: string): unknown {
  return source.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);
}

const PRE_WRAP = { whiteSpace: 'pre-wrap' } as const;

/**
 * Shows one declared field of the current record, the same way in lists and detail views. A
 * plain value is its text alone, with no element around it: a page of rows draws a few hundred
 * elements fewer.
 */
export function FieldValue({ def, field, size = 'list' }: { def: ResourceDef; field: FieldDef; size?: 'list' | 'show' }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const registry = useRegistry();
  if (!record) return null;
  if (field.view) {
    const View = field.view;
    return (
      <Suspense fallback={null}>
        <View />
      </Suspense>
    );
  }
  const value = valueAt(record, field.source);
  const empty = value === undefined || value === null || value === '';

  switch (field.type) {
    case 'password':
      return null;
    case 'status': {
      if (empty) return null;
      const [on, off] = statusChoices(field);
      return (
        <Chip
          size="small"
          color={Number(value) === 1 ? 'success' : 'default'}
          variant={Number(value) === 1 ? 'filled' : 'outlined'}
          label={translate(Number(value) === 1 ? on.name : off.name)}
        />
      );
    }
    case 'boolean':
      return empty ? null : translate(value ? 'app.common.yes' : 'app.common.no');
    case 'choice': {
      const choice = choiceList(def, field).find((c) => String(c.id) === String(value));
      return empty ? null : choice ? translate(choice.name) : String(value);
    }
    case 'number':
      return empty ? null : formatNumber(Number(value), field.decimals);
    case 'datetime':
      return empty ? null : <RelativeTime value={String(value)} absolute={size === 'show'} />;
    case 'reference': {
      const shown = field.reference?.display ? valueAt(record, field.reference.display) : undefined;
      if (field.reference?.multiple) {
        const items = Array.isArray(shown) ? shown : Array.isArray(value) ? value : [];
        return items.length === 0 ? null : (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {items.map((item) => (
              <Chip key={String(item)} size="small" label={String(item)} />
            ))}
          </Stack>
        );
      }
      // No name in the record: react-admin fetches the referenced records in one batch.
      const target = field.reference && !field.reference.display ? registry.get(field.reference.resource) : undefined;
      if (!empty && target && field.reference) {
        return (
          <Suspense fallback={null}>
            <ReferenceValue source={field.source} reference={resourceKey(target)} optionText={field.reference.optionText} />
          </Suspense>
        );
      }
      return empty ? null : String(shown ?? value);
    }
    case 'tree': {
      const shown = field.tree?.display ? valueAt(record, field.tree.display) : undefined;
      return empty ? null : String(shown ?? value);
    }
    case 'items':
      return (
        <Suspense fallback={null}>
          <ItemsTable def={def} field={field} />
        </Suspense>
      );
    case 'qr':
      return empty ? null : (
        <Suspense fallback={<span>{String(value)}</span>}>
          <QrValue value={String(value)} name={String((def.recordTitle && record[def.recordTitle]) || value)} size={size} />
        </Suspense>
      );
    case 'file':
    case 'image':
      if (field.files) {
        return (
          <Suspense fallback={null}>
            <FileValue field={field} size={size} />
          </Suspense>
        );
      }
      return empty ? null : <img src={String(value)} alt="" style={{ maxHeight: size === 'list' ? 40 : 160 }} />;
    default:
      if (empty) return null;
      return field.type === 'longText' ? <span style={PRE_WRAP}>{String(value)}</span> : String(value);
  }
}
