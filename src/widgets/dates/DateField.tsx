import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { enUS, esES, zhCN } from '@mui/x-date-pickers/locales';
import { useLocaleState } from 'react-admin';
import type { DateFieldProps } from './types';

/**
 * Each language's calendar (dayjs: month and day names; zh-cn and es start the week on Monday),
 * the format typed and shown, and the picker's own words (open, clear, previous month…).
 */
const LOCALES = {
  // The calendar's heading reads 2026年11月, not dayjs's default 十一月 2026.
  zh: { adapter: 'zh-cn', format: 'YYYY-MM-DD', text: zhCN, heading: 'YYYY年M月' },
  en: { adapter: 'en', format: 'MM/DD/YYYY', text: enUS, heading: undefined },
  es: { adapter: 'es', format: 'DD/MM/YYYY', text: esES, heading: undefined },
} as const;

const WIRE = 'YYYY-MM-DD';
const parse = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value) : null);

/**
 * A day, shown and typed in the console's language with a calendar in that language; the value
 * stays the contract's `YYYY-MM-DD` (or null when emptied). Half-typed dates are not passed on.
 */
export default function DateField({ value, onChange, label, min, max, size = 'small', error, helperText, sx, name, onBlur, required, disabled, clearable = !required }: DateFieldProps) {
  const [language] = useLocaleState();
  const locale = LOCALES[language as keyof typeof LOCALES] ?? LOCALES.en;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.adapter}
      localeText={locale.text.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={parse(value)}
        format={locale.format}
        minDate={parse(min) ?? undefined}
        maxDate={parse(max) ?? undefined}
        disabled={disabled}
        // A plain text input: typed like any other field, and readable by tests and autofill.
        enableAccessibleFieldDOMStructure={false}
        onChange={(next) => {
          if (next === null) onChange(null);
          else if (next.isValid()) onChange(next.format(WIRE));
        }}
        slotProps={{
          textField: { size, error, helperText, name, onBlur, required, sx },
          field: { clearable },
          calendarHeader: { format: locale.heading },
        }}
      />
    </LocalizationProvider>
  );
}
