import { lazy, Suspense } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { choiceList, fieldLabel, STATUS_CHOICES } from './labels';
import type { FieldDef, ResourceDef } from './types';
import { matches, validatorsFor } from './validators';
import { useRegistry } from './RegistryContext';
import { resourceKey } from './types';

const TreeInput = lazy(() => import('./inputs/TreeInput'));

interface Props {
  def: ResourceDef;
  field: FieldDef;
  mode: 'create' | 'edit';
}

/** The form input for one declared field, with the validation the server applies. */
export function FieldInput({ def, field, mode }: Props) {
  const translate = useTranslate();
  const registry = useRegistry();
  const label = fieldLabel(def, field);
  const validate = validatorsFor(field, mode);
  const common = { source: field.source, label, validate, defaultValue: field.defaultValue };

  switch (field.type) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'choice':
      return <SelectInput {...common} choices={choiceList(def, field)} />;
    case 'status':
      return <SelectInput {...common} choices={STATUS_CHOICES} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <TextInput {...common} type="datetime-local" />;
    case 'password':
      return (
        <>
          <PasswordInput
            {...common}
            autoComplete="new-password"
            helperText={mode === 'edit' ? translate('app.form.password_keep') : undefined}
          />
          {field.confirm && (
            <PasswordInput
              source={`${field.source}_confirm`}
              label="app.form.password_confirm"
              autoComplete="new-password"
              validate={matches(field.source)}
            />
          )}
        </>
      );
    case 'reference': {
      const target = field.reference ? registry.get(field.reference.resource) : undefined;
      if (!target || !field.reference) return null;
      return (
        <ReferenceInput source={field.source} reference={resourceKey(target)} perPage={25}>
          <AutocompleteInput
            label={label}
            optionText={field.reference.optionText}
            validate={validate}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
      );
    }
    case 'tree':
      return (
        <Suspense fallback={null}>
          <TreeInput def={def} field={field} label={label} validate={validate} />
        </Suspense>
      );
    case 'qr':
    case 'image':
    case 'phone':
    case 'text':
    default:
      return <TextInput {...common} type={field.type === 'phone' ? 'tel' : 'text'} />;
  }
}
