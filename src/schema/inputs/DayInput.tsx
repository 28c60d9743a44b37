import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { SxProps, Theme } from '@mui/material';
import { DateField } from '../../widgets/dates';

interface Props {
  source: string;
  /** An i18n key. */
  label: string;
  validate?: Validator | Validator[];
  defaultValue?: unknown;
  /** The earliest and latest days offered, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** false: no line under the input (filters). */
  helperText?: false;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  // Passed by react-admin's filter form to the inputs it places; not used here.
  alwaysOn?: boolean;
}

/** A form or filter input for a day (`YYYY-MM-DD`), with the console's date picker. */
export function DayInput({ source, label, validate, defaultValue, min, max, helperText, fullWidth, sx }: Props) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <DateField
      label={translate(label)}
      value={field.value || null}
      // An emptied day is '' like react-admin's own inputs give, so that a filter drops it.
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      name={field.name}
      required={isRequired}
      // As tall as react-admin's inputs around it: a form's are medium, a filter bar's small.
      size={helperText === false ? 'small' : 'medium'}
      min={min}
      max={max}
      error={!!error}
      helperText={helperText === false && !error ? undefined : <InputHelperText error={error} />}
      // 200 px hold a whole day beside the calendar button and the room kept for the clear one.
      sx={[{ mt: 1, mb: helperText === false ? 0 : 0.5 }, fullWidth ? { width: '100%' } : { width: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
