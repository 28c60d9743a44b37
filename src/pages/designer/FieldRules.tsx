import { MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoicesEditor } from './ChoicesEditor';
import { PlacedNumber, PlacedSelect, PlacedSwitch, PlacedText } from './PlacedInputs';
import { ReferenceOptions } from './ReferenceOptions';
import { FileOptions } from './FileOptions';
import { WordsInput } from './WordsInput';
import { emptyWords, rulesOf, type DraftField, type ReferenceTarget } from './draft';

const NONE = '-';

interface Props {
  field: DraftField;
  place: string;
  /** Entities and built-in resources a reference may name. */
  targets: readonly ReferenceTarget[];
  disabled: boolean;
  /** A field of an `items` row: its rows have no unique index. */
  row?: boolean;
  onChange: (next: DraftField) => void;
}

/** A value typed for `default`, read as the field's type holds it; the checker judges the rest. */
function readDefault(field: DraftField, text: string | undefined): DraftField['default'] {
  if (text === undefined) return undefined;
  if (field.type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** The rules a field's type takes: required, unique, lengths, range, pattern, default, choices, target. */
export function FieldRules({ field, place, targets, disabled, row, onChange }: Props) {
  const { t } = useTranslation();
  const rules = rulesOf(field.type);
  const set = <K extends keyof DraftField>(key: K, value: DraftField[K]) => {
    const next = { ...field, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next);
  };
  const flag = (key: 'required' | 'unique', label: string) => (
    <PlacedSwitch place={`${place}.${key}`} label={label} checked={field[key] === true} disabled={disabled} onChange={(v) => set(key, v || undefined)} />
  );
  const onOff = field.type === 'boolean' || field.type === 'status';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {flag('required', t('designer.field.required'))}
        {rules.unique && !row && flag('unique', t('designer.field.unique'))}
      </Stack>
      {rules.length && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <PlacedNumber place={`${place}.minLength`} label={t('designer.field.min_length')} value={field.minLength} disabled={disabled} onChange={(v) => set('minLength', v as number)} />
          <PlacedNumber place={`${place}.maxLength`} label={t('designer.field.max_length')} value={field.maxLength} disabled={disabled} onChange={(v) => set('maxLength', v as number)} />
        </Stack>
      )}
      {rules.range && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <PlacedNumber place={`${place}.min`} label={t('designer.field.min')} value={field.min} disabled={disabled} onChange={(v) => set('min', v as number)} />
          <PlacedNumber place={`${place}.max`} label={t('designer.field.max')} value={field.max} disabled={disabled} onChange={(v) => set('max', v as number)} />
          <PlacedNumber place={`${place}.decimals`} label={t('designer.field.decimals')} value={field.decimals} disabled={disabled} onChange={(v) => set('decimals', v as number)} />
        </Stack>
      )}
      {rules.pattern && (
        <Stack spacing={1}>
          <PlacedText
            place={`${place}.pattern.regex`}
            label={t('designer.field.pattern')}
            value={field.pattern?.regex}
            disabled={disabled}
            onChange={(regex) => set('pattern', regex === undefined ? undefined : { message: emptyWords(), ...field.pattern, regex })}
          />
          {field.pattern && (
            <WordsInput place={`${place}.pattern.message`} label={t('designer.field.pattern_message')} value={field.pattern.message} onChange={(message) => set('pattern', { ...field.pattern!, message })} />
          )}
        </Stack>
      )}
      {field.type === 'choice' && <ChoicesEditor place={`${place}.choices`} choices={field.choices ?? []} disabled={disabled} onChange={(choices) => set('choices', choices)} />}
      {(field.type === 'file' || field.type === 'image') && <FileOptions field={field} place={place} disabled={disabled} onChange={onChange} />}
      {field.type === 'reference' && <ReferenceOptions field={field} place={place} targets={targets} disabled={disabled} onChange={onChange} />}
      {rules.default &&
        (onOff || field.type === 'choice' ? (
          <PlacedSelect place={`${place}.default`} label={t('designer.field.default')} value={field.default === undefined ? NONE : String(field.default)} disabled={disabled} onChange={(v) => set('default', v === NONE ? undefined : onOff ? v === 'true' : v)}>
            <MenuItem value={NONE}>{t('designer.field.no_default')}</MenuItem>
            {onOff ? <MenuItem value="true">{t('designer.field.on')}</MenuItem> : null}
            {onOff ? <MenuItem value="false">{t('designer.field.off')}</MenuItem> : null}
            {!onOff &&
              (field.choices ?? []).map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.value}
                </MenuItem>
              ))}
          </PlacedSelect>
        ) : (
          <PlacedText place={`${place}.default`} label={t('designer.field.default')} value={field.default === undefined ? undefined : String(field.default)} disabled={disabled} onChange={(v) => set('default', readDefault(field, v))} />
        ))}
    </Stack>
  );
}
