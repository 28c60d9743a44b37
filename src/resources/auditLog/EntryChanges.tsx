import { useRecordContext } from 'react-admin';
import { ChangeTable } from '../../schema/history/ChangeTable';
import { historyDef, type AuditEntry } from '../../schema/history/describe';
import { useRegistry } from '../../schema/RegistryContext';

/** The entry's diff with the labels and choice names of the resource it is about. */
export default function EntryChanges() {
  const entry = useRecordContext<AuditEntry>();
  const registry = useRegistry();
  if (!entry) return null;
  return <ChangeTable def={historyDef(registry, entry.resource)} changes={entry.changes} />;
}
