import { lazy, Suspense, type ReactElement } from 'react';
import { onDemand } from '../../loading/onDemand';
import { TextInput } from 'react-admin';
import { KeywordSearch } from './KeywordSearch';
import { DayInput } from '../inputs/DayInput';
import { choiceList, fieldLabel, statusChoices } from '../labels';
import type { FieldDef, ResourceDef } from '../types';
import { resourceKey } from '../types';
import type { ResourceRegistry } from '../registry';

const TreeInput = lazy(() => import('../inputs/TreeInput'));
// Select and autocomplete filters load when first shown: most lists open with them hidden.
// Each filter element carries `source`, `label` and `alwaysOn` itself, as react-admin reads them.
const LazySelectFilter = onDemand(() => import('./filterInputs').then((m) => ({ default: m.SelectFilter })));
const LazyReferenceFilter = onDemand(() => import('./filterInputs').then((m) => ({ default: m.ReferenceFilter })));
const LazyReferenceArrayFilter = onDemand(() => import('./filterInputs').then((m) => ({ default: m.ReferenceArrayFilter })));

/** react-admin reads `source` and `alwaysOn` from the filter element itself, so it must carry them. */
function TreeFilter(props: { source: string; alwaysOn: boolean; def: ResourceDef; field: FieldDef; label: string }) {
  return (
    <Suspense fallback={null}>
      <TreeInput {...props} variant="filter" />
    </Suspense>
  );
}

/** The keyword search plus one input per field declared as a filter. */
export function buildFilters(def: ResourceDef, registry: ResourceRegistry): ReactElement[] {
  // react-admin reads `source` and `alwaysOn` from each filter element's props.
  const filters: ReactElement[] = [<KeywordSearch key="q" source="q" alwaysOn />];
  for (const field of def.fields) {
    if (!field.filter) continue;
    const alwaysOn = field.filter === 'alwaysOn';
    const label = fieldLabel(def, field);
    const key = field.source;
    switch (field.type) {
      case 'choice':
        filters.push(<LazySelectFilter key={key} source={field.source} label={label} choices={choiceList(def, field)} alwaysOn={alwaysOn} />);
        break;
      case 'status':
        filters.push(<LazySelectFilter key={key} source={field.source} label={label} choices={statusChoices(field)} alwaysOn={alwaysOn} />);
        break;
      case 'reference': {
        const target = field.reference && registry.get(field.reference.resource);
        if (!target || !field.reference) break;
        const Filter = field.reference.multiple ? LazyReferenceArrayFilter : LazyReferenceFilter;
        filters.push(
          <Filter
            key={key}
            source={field.source}
            reference={resourceKey(target)}
            alwaysOn={alwaysOn}
            inputLabel={label}
            optionText={field.reference.optionText}
          />,
        );
        break;
      }
      case 'tree':
        filters.push(<TreeFilter key={key} source={field.source} alwaysOn={alwaysOn} def={def} field={field} label={label} />);
        break;
      case 'date':
        // A day as the forms take it: the console's picker in the reader's language and format (the
        // browser's own input followed the browser's language). Not loaded on demand: an input
        // mounted after the filter form read the address would miss its value.
        filters.push(<DayInput key={key} source={field.source} label={label} alwaysOn={alwaysOn} helperText={false} />);
        break;
      default:
        filters.push(<TextInput key={key} source={field.source} label={label} alwaysOn={alwaysOn} />);
    }
  }
  return filters;
}
