import { MenuItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMPARABLE, COMPARISONS, type Comparison } from '../../../server/src/entities/language/cross-field';
import type { Lang } from '../../../server/src/entities/language/document';
import { PlacedSelect } from './PlacedInputs';
import type { DraftField } from './draft';

const NONE = '-';

interface Props {
  field: DraftField;
  place: string;
  /** The definition's fields: the rules name one of the others in use. */
  fields: readonly DraftField[];
  disabled: boolean;
  onChange: (next: DraftField) => void;
}

/** A field compared with another of its type (number, date, date-time), and required while another has a value. */
export function CrossFieldRules({ field, place, fields, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const others = fields.filter((f) => f !== field && !f.retired && f.name);
  const comparable = COMPARABLE.includes(field.type);
  const words = field.type === 'number' ? 'number' : 'time';
  const named = (f: DraftField) => (f.label?.[i18n.language as Lang] ? `${f.label[i18n.language as Lang]} (${f.name})` : f.name);
  // A name no longer among the fields stays selectable, so that the checker's problem shows at it.
  const options = (candidates: readonly DraftField[], value: string | undefined) => [
    <MenuItem key={NONE} value={NONE}>
      {t('designer.cross.none')}
    </MenuItem>,
    ...candidates.map((f) => (
      <MenuItem key={f.name} value={f.name}>
        {named(f)}
      </MenuItem>
    )),
    ...(value !== undefined && !candidates.some((f) => f.name === value) ? [<MenuItem key={`gone-${value}`} value={value}>{value}</MenuItem>] : []),
  ];
  const setCompare = (rule: Comparison, other: string) => {
    const compare = { ...field.compare };
    if (other === NONE) delete compare[rule];
    else compare[rule] = other;
    const { compare: _old, ...rest } = field;
    onChange(Object.keys(compare).length === 0 ? rest : { ...rest, compare });
  };
  const setRequiredIf = (other: string) => {
    const { requiredIf: _old, ...rest } = field;
    onChange(other === NONE ? rest : { ...rest, requiredIf: other });
  };
  return (
    <Stack spacing={1} role="group" aria-label={t('designer.cross.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('designer.cross.title')}
      </Typography>
      {comparable && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {COMPARISONS.map((rule) => (
            <PlacedSelect key={rule} place={`${place}.compare.${rule}`} also={`${place}.compare`} label={t(`designer.cross.${words}.${rule}`)} value={field.compare?.[rule] ?? NONE} disabled={disabled} onChange={(v) => setCompare(rule, v)}>
              {options(
                others.filter((f) => f.type === field.type),
                field.compare?.[rule],
              )}
            </PlacedSelect>
          ))}
        </Stack>
      )}
      <PlacedSelect place={`${place}.requiredIf`} label={t('designer.cross.required_if')} value={field.requiredIf ?? NONE} disabled={disabled} onChange={setRequiredIf}>
        {options(others, field.requiredIf)}
      </PlacedSelect>
    </Stack>
  );
}
