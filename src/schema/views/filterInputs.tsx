import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, SelectInput } from 'react-admin';
import type { ComponentProps } from 'react';

// The list filters that need react-admin's select and autocomplete inputs (and MUI's
// Autocomplete), loaded by ./filters the first time such a filter is shown.

export function SelectFilter(props: ComponentProps<typeof SelectInput>) {
  return <SelectInput {...props} />;
}

/** ReferenceInput's own props (react-admin adds more to filter elements), plus the autocomplete's label. */
export interface ReferenceFilterProps {
  source: string;
  reference: string;
  alwaysOn?: boolean;
  inputLabel: string;
  optionText: string;
  [prop: string]: unknown;
}

export function ReferenceFilter({ inputLabel, optionText, ...props }: ReferenceFilterProps) {
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput label={inputLabel} optionText={optionText} filterToQuery={(q: string) => ({ q })} size="small" sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

/** A multiple reference's filter: several records, the list keeping those that hold any of them. */
export function ReferenceArrayFilter({ inputLabel, optionText, ...props }: ReferenceFilterProps) {
  return (
    <ReferenceArrayInput {...props}>
      <AutocompleteArrayInput label={inputLabel} optionText={optionText} filterToQuery={(q: string) => ({ q })} size="small" sx={{ minWidth: 220 }} />
    </ReferenceArrayInput>
  );
}
