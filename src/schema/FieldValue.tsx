import { lazy, Suspense } from 'react';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { choiceList } from './labels';
import type { FieldDef, ResourceDef } from './types';
import { useFormatNumber } from '../widgets/useFormat';
import { RelativeTime } from '../widgets/RelativeTime';

const QrImage = lazy(() => import('../widgets/QrImage'));

function valueAt(record: Record<string, unknown>, source: string): unknown {
  return source.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);
}

/** Shows one declared field of the current record, the same way in lists and detail views. */
export function FieldValue({ def, field, size = 'list' }: { def: ResourceDef; field: FieldDef; size?: 'list' | 'show' }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  if (!record) return null;
  const value = valueAt(record, field.source);
  const empty = value === undefined || value === null || value === '';

  switch (field.type) {
    case 'password':
      return null;
    case 'status':
      if (empty) return null;
      return (
        <Chip
          size="small"
          color={Number(value) === 1 ? 'success' : 'default'}
          variant={Number(value) === 1 ? 'filled' : 'outlined'}
          label={translate(Number(value) === 1 ? 'app.status.enabled' : 'app.status.disabled')}
        />
      );
    case 'boolean':
      return empty ? null : <span>{translate(value ? 'app.common.yes' : 'app.common.no')}</span>;
    case 'choice': {
      const choice = choiceList(def, field).find((c) => String(c.id) === String(value));
      return empty ? null : <span>{choice ? translate(choice.name) : String(value)}</span>;
    }
    case 'number':
      return empty ? null : <span>{formatNumber(Number(value))}</span>;
    case 'datetime':
      return empty ? null : <RelativeTime value={String(value)} absolute={size === 'show'} />;
    case 'reference': {
      const shown = field.reference?.display ? valueAt(record, field.reference.display) : undefined;
      return empty ? null : <span>{String(shown ?? value)}</span>;
    }
    case 'tree': {
      const shown = field.tree?.display ? valueAt(record, field.tree.display) : undefined;
      return empty ? null : <span>{String(shown ?? value)}</span>;
    }
    case 'qr':
      return empty ? null : (
        <Suspense fallback={<span>{String(value)}</span>}>
          <QrImage value={String(value)} size={size === 'list' ? 40 : 160} label={String(value)} />
        </Suspense>
      );
    case 'image':
      return empty ? null : <img src={String(value)} alt="" style={{ maxHeight: size === 'list' ? 40 : 160 }} />;
    default:
      return empty ? null : <span style={field.type === 'longText' ? { whiteSpace: 'pre-wrap' } : undefined}>{String(value)}</span>;
  }
}
