import { ReferenceField, TextField } from 'react-admin';

/**
 * The name of the record a field points at, for a record that carries only the id: react-admin
 * fetches the referenced records of a page in one batch. Loaded on first use, since few screens
 * show one (the lists carry the names themselves).
 */
export default function ReferenceValue({ source, reference, optionText }: { source: string; reference: string; optionText: string }) {
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <TextField source={optionText} />
    </ReferenceField>
  );
}
