import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, SelectInput, useCanAccess } from 'react-admin';
import { DayInput } from '../../schema/inputs/DayInput';
import { KeywordSearch } from '../../schema/views/KeywordSearch';
import { HANDLE_STATUS_CHOICES } from './choices';

const COMPANIES = 'company/index';

/**
 * A date filter that cannot cross its partner: the end date's picker starts at the start date
 * and the other way round (the server refuses an end before the start).
 */
function BoundedDateInput({ source, label, partner, bound }: { source: string; label: string; alwaysOn: true; partner: string; bound: 'min' | 'max' }) {
  const other = useWatch({ name: partner }) as string | undefined;
  return <DayInput source={source} label={label} helperText={false} {...{ [bound]: other || undefined }} />;
}

/**
 * The warning lists' filters: keyword, company (only for roles that may read the companies),
 * handling status and, where the call takes one, a date range.
 */
export function useWarningFilters(resource: 'warnings' | 'handling', withDates: boolean): ReactElement[] {
  const { canAccess: canCompanies } = useCanAccess({ resource: COMPANIES, action: 'list' });
  const label = (field: string) => `resources.${resource}.fields.${field}`;
  const filters: ReactElement[] = [<KeywordSearch key="q" source="q" alwaysOn />];
  if (canCompanies) {
    filters.push(
      <ReferenceInput key="company_id" source="company_id" reference={COMPANIES} alwaysOn>
        <AutocompleteInput label={label('company_id')} optionText="name" filterToQuery={(q: string) => ({ q })} size="small" helperText={false} sx={{ minWidth: 200 }} />
      </ReferenceInput>,
    );
  }
  filters.push(<SelectInput key="handle_status" source="handle_status" label={label('handle_status')} choices={HANDLE_STATUS_CHOICES} helperText={false} alwaysOn />);
  if (withDates) {
    filters.push(
      <BoundedDateInput key="date_from" source="date_from" label={label('date_from')} alwaysOn partner="date_to" bound="max" />,
      <BoundedDateInput key="date_to" source="date_to" label={label('date_to')} alwaysOn partner="date_from" bound="min" />,
    );
  }
  return filters;
}
