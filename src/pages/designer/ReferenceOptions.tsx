import { MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PlacedNumber, PlacedSelect, PlacedSwitch } from './PlacedInputs';
import { WordsInput } from './WordsInput';
import { emptyWords, type FieldOptionsProps, type ReferenceTarget } from './draft';

type Props = FieldOptionsProps & { targets: readonly ReferenceTarget[] };

/** A reference's target, the list of these records on the referenced record's page, and one or several records. */
export function ReferenceOptions({ field, place, targets, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const reference = field.reference ?? { entity: '' };
  const setRelated = (on: boolean) => {
    const { related: _related, ...rest } = reference;
    onChange({ ...field, reference: on ? { ...rest, related: { label: emptyWords() } } : rest });
  };
  const setMultiple = (on: boolean) => {
    // `max` counts the records of a multiple reference only: it goes with it.
    const { multiple: _multiple, max: _max, ...rest } = field;
    onChange(on ? { ...rest, multiple: true } : rest);
  };
  return (
    <Stack spacing={1.5}>
      <PlacedSelect place={`${place}.reference.entity`} also={`${place}.reference`} label={t('designer.field.target')} value={reference.entity} disabled={disabled} onChange={(entity) => onChange({ ...field, reference: { ...reference, entity } })}>
        {targets.map((target) => (
          <MenuItem key={target.name} value={target.name}>
            {t(target.labelKey, { defaultValue: target.name })}
          </MenuItem>
        ))}
      </PlacedSelect>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <PlacedSwitch place={`${place}.multiple`} label={t('designer.reference.multiple')} checked={field.multiple === true} disabled={disabled} onChange={setMultiple} />
        {field.multiple === true && (
          <PlacedNumber
            place={`${place}.max`}
            label={t('designer.reference.max')}
            value={field.max}
            disabled={disabled}
            onChange={(max) => {
              const { max: _max, ...rest } = field;
              onChange(max === undefined ? rest : { ...rest, max: max as number });
            }}
          />
        )}
      </Stack>
      <PlacedSwitch place={`${place}.reference.related`} label={t('designer.reference.related')} checked={reference.related !== undefined} disabled={disabled} onChange={setRelated} />
      {reference.related && (
        <WordsInput
          place={`${place}.reference.related.label`}
          label={t('designer.reference.related_label')}
          value={reference.related.label}
          onChange={(label) => onChange({ ...field, reference: { ...reference, related: { label } } })}
        />
      )}
    </Stack>
  );
}
