import { ArrayInput, SimpleFormIterator, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FieldInput } from '../FieldInput';
import type { FieldDef, ResourceDef } from '../types';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  mode: 'create' | 'edit';
  label: string;
  validate: Validator[];
}

/**
 * A list of items edited in place: a row per item with its own inputs, rows added up to the
 * list's `max`, removed and moved up or down. A row keeps the `id` the server gave it, so that
 * the update changes it rather than adding another.
 */
export default function ItemsInput({ def, field, mode, label, validate }: Props) {
  const rows = useWatch({ name: field.source }) as unknown[] | undefined;
  const full = (rows?.length ?? 0) >= (field.items?.max ?? 0);
  return (
    <ArrayInput source={field.source} label={label} validate={validate}>
      <SimpleFormIterator inline disableAdd={full} disableClear sx={{ '& .RaSimpleFormIterator-inline': { columnGap: 2 } }}>
        {(field.items?.fields ?? []).map((own) => (
          <FieldInput key={own.source} def={def} field={own} mode={mode} inline />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
