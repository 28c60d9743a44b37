import { Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FILE_KINDS, IMAGE_KINDS, type FileKind } from '../../../server/src/entities/language/document';
import { PlacedNumber, PlacedSwitch } from './PlacedInputs';
import { useProblemAt } from './problems';
import type { FieldOptionsProps } from './draft';

type Props = FieldOptionsProps;

/** One kind's box, with the problem of its place in `accept` (a kind an image field does not take). */
function KindBox({ kind, place, checked, disabled, onChange }: { kind: FileKind; place: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const problem = useProblemAt(place);
  return (
    <Stack>
      <FormControlLabel control={<Checkbox size="small" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />} label={t(`designer.fileField.kind.${kind}`)} />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}

/** A file or image field: one file or several up to a most, and the kinds it accepts. */
export function FileOptions({ field, place, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const problem = useProblemAt(`${place}.accept`);
  const accept = field.accept ?? [];
  const offered: readonly FileKind[] = field.type === 'image' ? IMAGE_KINDS : FILE_KINDS;
  // A kind the type does not offer stays shown while the field names it, so that its problem can be seen and taken out.
  const shown = [...offered, ...accept.filter((kind) => !offered.includes(kind))];
  const without = <K extends 'multiple' | 'max' | 'accept'>(...keys: K[]) => {
    const next = { ...field };
    for (const key of keys) delete next[key];
    return next;
  };
  const setKind = (kind: FileKind, on: boolean) => {
    // Kept in the language's order; none ticked leaves the key out (every kind the type takes).
    const next = FILE_KINDS.filter((k) => (k === kind ? on : accept.includes(k)));
    onChange(next.length === 0 ? without('accept') : { ...field, accept: next });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* `max` counts the files of a multiple field only: it goes with it. */}
        <PlacedSwitch place={`${place}.multiple`} label={t('designer.fileField.multiple')} checked={field.multiple === true} disabled={disabled} onChange={(on) => onChange(on ? { ...field, multiple: true } : without('multiple', 'max'))} />
        {field.multiple === true && (
          <PlacedNumber place={`${place}.max`} label={t('designer.fileField.max')} value={field.max} disabled={disabled} onChange={(max) => onChange(max === undefined ? without('max') : { ...field, max: max as number })} />
        )}
      </Stack>
      <Stack role="group" aria-label={t('designer.fileField.accept')}>
        <Typography variant="body2" color="text.secondary">
          {t('designer.fileField.accept')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          {shown.map((kind) => (
            <KindBox key={kind} kind={kind} place={`${place}.accept.${accept.indexOf(kind)}`} checked={accept.includes(kind)} disabled={disabled} onChange={(on) => setKind(kind, on)} />
          ))}
        </Stack>
        <FormHelperText error={!!problem}>{problem ?? t('designer.fileField.accept_hint')}</FormHelperText>
      </Stack>
    </Stack>
  );
}
