import { useRecordContext, useTranslate } from 'react-admin';
import { useRegistry } from '../RegistryContext';
import { historyDef, sentence, type AuditEntry } from './describe';

/** What the entry in the record context did, as one sentence in the current language. */
export function EntrySentence() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const registry = useRegistry();
  if (!entry) return null;
  return <span>{sentence(entry, historyDef(registry, entry.resource), translate)}</span>;
}
