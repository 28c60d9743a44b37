import { lazy, Suspense } from 'react';
import { useInputSize } from '../theme/useInputSize';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { DayInput } from './inputs/DayInput';
import { choiceList, fieldLabel, statusChoices } from './labels';
import type { FieldDef, ResourceDef } from './types';
import { validatorsFor } from './validators';
import { useRegistry } from './RegistryContext';
import { resourceKey } from './types';
import { PasswordFields } from './inputs/PasswordFields';

const TreeInput = lazy(() => import('./inputs/TreeInput'));
const ItemsInput = lazy(() => import('./inputs/ItemsInput'));
const FileInput = lazy(() => import('./files/FileInput'));

interface Props {
  def: ResourceDef;
  field: FieldDef;
  mode: 'create' | 'edit';
  /** Within a row of a list of items: as wide as its value, beside the row's other inputs. */
  inline?: boolean;
}

/** The form input for one declared field, with the validation the server applies. */
export function FieldInput({ def, field, mode, inline = false }: Props) {
  const registry = useRegistry();
  const size = useInputSize();
  const label = fieldLabel(def, field);
  const validate = validatorsFor(field, mode);
  // Full width of the form's column, so that the inputs line up one under another.
  const common = { source: field.source, label, validate, defaultValue: field.defaultValue, fullWidth: !inline };

  if (field.input) {
    const Custom = field.input;
    return (
      <Suspense fallback={null}>
        <Custom def={def} field={field} mode={mode} label={label} />
      </Suspense>
    );
  }

  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'number':
      return <NumberInput {...common} size={size} min={field.min} max={field.max} step={field.decimals === undefined ? undefined : 10 ** -field.decimals} />;
    case 'choice':
      return <SelectInput {...common} choices={choiceList(def, field)} />;
    case 'status':
      return <SelectInput {...common} choices={statusChoices(field)} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DayInput {...common} />;
    case 'datetime':
      return <TextInput {...common} type="datetime-local" />;
    case 'password':
      return <PasswordFields source={field.source} label={label} validate={validate} mode={mode} confirm={field.confirm} minLength={field.minLength ?? 1} />;
    case 'reference': {
      const target = field.reference ? registry.get(field.reference.resource) : undefined;
      if (!target || !field.reference) return null;
      if (field.reference.multiple) {
        return (
          <ReferenceArrayInput source={field.source} reference={resourceKey(target)} perPage={100}>
            <AutocompleteArrayInput label={label} optionText={field.reference.optionText} validate={validate} filterToQuery={(q: string) => ({ q })} />
          </ReferenceArrayInput>
        );
      }
      return (
        <ReferenceInput source={field.source} reference={resourceKey(target)} perPage={25}>
          <AutocompleteInput
            label={label}
            optionText={field.reference.optionText}
            validate={validate}
            fullWidth
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
      );
    }
    case 'items':
      return (
        <Suspense fallback={null}>
          <ItemsInput def={def} field={field} mode={mode} label={label} validate={validate} />
        </Suspense>
      );
    case 'tree':
      return (
        <Suspense fallback={null}>
          <TreeInput def={def} field={field} label={label} validate={validate} />
        </Suspense>
      );
    case 'file':
    case 'image':
      if (!field.files) return <TextInput {...common} />;
      return (
        <Suspense fallback={null}>
          <FileInput def={def} field={field} mode={mode} label={label} />
        </Suspense>
      );
    case 'qr':
    case 'phone':
    case 'text':
    default:
      return <TextInput {...common} type={field.type === 'phone' ? 'tel' : 'text'} />;
  }
}
