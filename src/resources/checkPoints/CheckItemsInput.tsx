import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin';
import type { FieldInputProps } from '../../schema/types';

// The server's limits (server/src/routes/company/check-points.ts): 50 items, name 64, standard 255.
const MAX_ITEMS = 50;
const atMost = (max: number) => (items: unknown) =>
  Array.isArray(items) && items.length > max ? { message: 'resources.checkPoints.items.too_many', args: { max } } : undefined;

/**
 * The check items of a new point, in the order they are checked: a name and what "right"
 * looks like. They travel as `items[]` of `{ name, standard }`.
 */
export default function CheckItemsInput({ field, label }: FieldInputProps) {
  return (
    <ArrayInput source={field.source} label={label} validate={atMost(MAX_ITEMS)}>
      <SimpleFormIterator inline disableReordering={false} fullWidth>
        <TextInput source="name" label="resources.checkPoints.items.name" validate={[required(), maxLength(64)]} sx={{ minWidth: 180 }} />
        <TextInput source="standard" label="resources.checkPoints.items.standard" validate={maxLength(255)} sx={{ minWidth: 240, flex: 1 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
