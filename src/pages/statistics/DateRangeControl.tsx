import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DateField } from '../../widgets/dates';
import { useTranslate } from 'react-admin';
import type { DateRange } from './calls';
import { presetOf, presetRange, RANGE_PRESETS, rangeInverted, type RangePreset } from './chartData';

interface Props {
  range: DateRange;
  /** Given how to change the period, since a change may come before the previous one shows. */
  onChange: (change: (current: DateRange) => DateRange) => void;
}

/** A period: one-click presets, or any two days (the end never before the start). */
export function DateRangeControl({ range, onChange }: Props) {
  const translate = useTranslate();
  const preset = presetOf(range);
  const inverted = rangeInverted(range);
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_, next: RangePreset | null) => next && onChange(() => presetRange(next))}
        aria-label={translate('statistics.range.label')}
      >
        {RANGE_PRESETS.map((p) => (
          <ToggleButton key={p} value={p} sx={{ px: 1.25, textTransform: 'none' }}>
            {translate(`statistics.range.preset_${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ gap: 1 }}>
        <DateField
          label={translate('statistics.range.from')}
          value={range.date_from}
          max={range.date_to}
          onChange={(day) => onChange((current) => ({ ...current, date_from: day ?? undefined }))}
          sx={{ width: 170 }}
        />
        <DateField
          label={translate('statistics.range.to')}
          value={range.date_to}
          min={range.date_from}
          onChange={(day) => onChange((current) => ({ ...current, date_to: day ?? undefined }))}
          error={inverted}
          helperText={inverted ? translate('statistics.range.inverted') : undefined}
          sx={{ width: 170 }}
        />
      </Stack>
    </Stack>
  );
}
