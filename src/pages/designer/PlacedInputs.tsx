import type { ReactNode } from 'react';
import { FormControl, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { useProblemAt } from './problems';

/** The designer's inputs: each names its place in the document and shows the problem there. */

interface Placed {
  place: string;
  label: string;
  disabled?: boolean;
}

export function PlacedText({ place, label, value, onChange, disabled, multiline }: Placed & { value: string | undefined; onChange: (v: string | undefined) => void; multiline?: boolean }) {
  const problem = useProblemAt(place);
  return (
    <TextField
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      multiline={multiline}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      error={!!problem}
      helperText={problem}
      slotProps={{ htmlInput: { 'data-place': place } }}
      sx={{ flex: '1 1 180px' }}
    />
  );
}

/** A number, or nothing (the key left out); what is not a number yet stays as typed for the checker. */
export function PlacedNumber({ place, label, value, onChange, disabled }: Placed & { value: unknown; onChange: (v: number | string | undefined) => void }) {
  const problem = useProblemAt(place);
  return (
    <TextField
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => {
        const text = e.target.value.trim();
        onChange(text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text);
      }}
      error={!!problem}
      helperText={problem}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-place': place } }}
      sx={{ flex: '0 1 140px' }}
    />
  );
}

export function PlacedSwitch({ place, label, checked, onChange, disabled }: Placed & { checked: boolean; onChange: (v: boolean) => void }) {
  const problem = useProblemAt(place);
  return (
    <FormControl error={!!problem}>
      <FormControlLabel control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />} label={label} />
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

/** `also`: the place of the key around it, whose problem (the key missing) shows here too. */
export function PlacedSelect({ place, also, label, value, onChange, disabled, children }: Placed & { also?: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  const own = useProblemAt(place);
  const around = useProblemAt(also ?? place);
  const problem = own ?? around;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem}
      sx={{ flex: '1 1 180px', minWidth: 160 }}
    >
      {children}
    </TextField>
  );
}
