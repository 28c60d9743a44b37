import { MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ComputedOptions } from './ComputedOptions';
import { CrossFieldRules } from './CrossFieldRules';
import { FieldRules } from './FieldRules';
import { ItemsEditor } from './ItemsEditor';
import { PlacedSelect, PlacedSwitch, PlacedText } from './PlacedInputs';
import { WordsInput } from './WordsInput';
import { DESIGNED_TYPES, newField, rulesOf, type DraftField, type ReferenceTarget } from './draft';

interface Props {
  field: DraftField;
  index: number;
  /** The definition's fields, which rules across fields name. */
  fields: readonly DraftField[];
  targets: readonly ReferenceTarget[];
  /** A field of the version in force keeps its name (a new name is a new field). */
  stored: boolean;
  /** A contract-bound definition changes its words only. */
  wordsOnly: boolean;
  onChange: (next: DraftField) => void;
}

const FILTERS = ['off', 'on', 'alwaysOn'] as const;
const filterOf = (f: DraftField) => (f.filter === 'alwaysOn' ? 'alwaysOn' : f.filter ? 'on' : 'off');

/** One field: its name, type, words, its type's rules, and how the list shows it. */
export function FieldEditor({ field, index, fields, targets, stored, wordsOnly, onChange }: Props) {
  const { t } = useTranslation();
  const place = `fields.${index}`;
  const rules = rulesOf(field.type);
  const designed = (DESIGNED_TYPES as readonly string[]).includes(field.type);
  const fixed = wordsOnly || !designed;
  // Computed values and rows of items take none of the rules of one written value.
  const written = field.type !== 'computed' && field.type !== 'items';
  // A count is read when the record is, never stored, and rows sit in a table of their own: no index to filter or sort by.
  const sortable = rules.sortable && field.computed?.kind !== 'count' && field.type !== 'items';
  const set = <K extends keyof DraftField>(key: K, value: DraftField[K]) => {
    const next = { ...field, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next);
  };
  const toggle = (key: 'sort' | 'search', label: string) => (
    <PlacedSwitch place={`${place}.${key}`} label={label} checked={field[key] === true} disabled={fixed} onChange={(v) => set(key, v || undefined)} />
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <PlacedText place={`${place}.name`} label={t('designer.field.name')} value={field.name} disabled={stored || fixed} onChange={(v) => set('name', v ?? '')} />
        <PlacedSelect
          place={`${place}.type`}
          label={t('designer.field.type')}
          value={field.type}
          disabled={fixed}
          // A new type keeps the name, the words and the column: the old type's rules no longer fit.
          onChange={(type) => onChange({ ...newField(type as DraftField['type'], []), name: field.name, label: field.label, ...(field.list === false && { list: false }) })}
        >
          {(designed ? DESIGNED_TYPES : [field.type]).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`designer.type.${type}`)}
            </MenuItem>
          ))}
        </PlacedSelect>
      </Stack>
      <WordsInput place={`${place}.label`} label={t('designer.field.label')} value={field.label} onChange={(label) => set('label', label)} />
      {field.type === 'computed' && <ComputedOptions field={field} place={place} targets={targets} disabled={fixed} onChange={onChange} />}
      {field.type === 'items' && <ItemsEditor field={field} place={place} disabled={fixed} onChange={onChange} />}
      {designed && written && <FieldRules field={field} place={place} targets={targets} disabled={fixed} onChange={onChange} />}
      {designed && written && <CrossFieldRules field={field} place={place} fields={fields} disabled={fixed} onChange={onChange} />}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <PlacedSwitch place={`${place}.list`} label={t('designer.field.list')} checked={field.list !== false} disabled={fixed} onChange={(v) => set('list', v ? undefined : false)} />
        {sortable && (
          <PlacedSelect place={`${place}.filter`} label={t('designer.field.filter')} value={filterOf(field)} disabled={fixed} onChange={(v) => set('filter', v === 'off' ? undefined : v === 'alwaysOn' ? 'alwaysOn' : true)}>
            {FILTERS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`designer.field.filter_${option}`)}
              </MenuItem>
            ))}
          </PlacedSelect>
        )}
        {sortable && toggle('sort', t('designer.field.sort'))}
        {rules.search && toggle('search', t('designer.field.search'))}
      </Stack>
    </Stack>
  );
}
