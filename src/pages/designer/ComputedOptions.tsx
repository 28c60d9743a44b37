import { MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_TARGETS, COMPUTED_KINDS, type ComputedDefinition, type ComputedKind, type Lang } from '../../../server/src/entities/language/document';
import { PlacedNumber, PlacedSelect, PlacedText } from './PlacedInputs';
import type { FieldOptionsProps, ReferenceTarget } from './draft';

type Props = FieldOptionsProps & {
  /** A count names an entity among these (the built-in resources count nothing). */
  targets: readonly ReferenceTarget[];
};

/** What a new kind starts with: a code's usual shape, a count's first entity. */
function startOf(kind: ComputedKind, entity: string): ComputedDefinition {
  switch (kind) {
    case 'code':
      return { kind, prefix: '', digits: 6 };
    case 'count':
      return { kind, entity, field: '' };
    default:
      return { kind };
  }
}

/** The reference fields a count of `target` may go by; a name typed before (or in a file) stays offered, for the checker to judge. */
function countedBy(target: ReferenceTarget | undefined, current: string) {
  const offered = target?.pointingBack ?? [];
  return current && !offered.some((by) => by.name === current) ? [...offered, { name: current, label: undefined }] : offered;
}

/** A computed field: what the server fills in (a code with its prefix and digits, who created or changed the record, a count). */
export function ComputedOptions({ field, place, targets, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const at = `${place}.computed`;
  const spec = field.computed;
  const entities = targets.filter((target) => !Object.hasOwn(BUILT_IN_TARGETS, target.name));
  // Typed text the checker judges: the spec is held as typed until it is valid.
  const setSpec = (next: Record<string, unknown>) => onChange({ ...field, computed: next as unknown as ComputedDefinition });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <PlacedSelect place={`${at}.kind`} also={at} label={t('designer.computed.kind')} value={spec?.kind ?? ''} disabled={disabled} onChange={(kind) => onChange({ ...field, computed: startOf(kind as ComputedKind, entities[0]?.name ?? '') })}>
        {COMPUTED_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`designer.computed.kind_${kind}`)}
          </MenuItem>
        ))}
      </PlacedSelect>
      {spec?.kind === 'code' && (
        <>
          <PlacedText place={`${at}.prefix`} label={t('designer.computed.prefix')} value={spec.prefix} disabled={disabled} onChange={(prefix) => setSpec({ ...spec, prefix: prefix ?? '' })} />
          <PlacedNumber place={`${at}.digits`} label={t('designer.computed.digits')} value={spec.digits} disabled={disabled} onChange={(digits) => setSpec({ ...spec, digits })} />
        </>
      )}
      {spec?.kind === 'count' && (
        <>
          <PlacedSelect place={`${at}.entity`} label={t('designer.computed.entity')} value={spec.entity} disabled={disabled} onChange={(entity) => setSpec({ ...spec, entity })}>
            {entities.map((target) => (
              <MenuItem key={target.name} value={target.name}>
                {t(target.labelKey, { defaultValue: target.name })}
              </MenuItem>
            ))}
          </PlacedSelect>
          <PlacedSelect place={`${at}.field`} label={t('designer.computed.field')} value={spec.field} disabled={disabled} onChange={(name) => setSpec({ ...spec, field: name })}>
            {countedBy(entities.find((target) => target.name === spec.entity), spec.field).map((by) => (
              <MenuItem key={by.name} value={by.name}>
                {by.label?.[lang]?.trim() ? `${by.label[lang]} (${by.name})` : by.name}
              </MenuItem>
            ))}
          </PlacedSelect>
        </>
      )}
    </Stack>
  );
}
