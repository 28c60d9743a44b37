import { lazy } from 'react';
import { onDemandScreen } from '../../loading/onDemandScreen';
import HistoryIcon from '@mui/icons-material/History';
import { declareResource } from '../../schema/declareResource';
import { AUDIT_LOG, changeRows, historyDef, sentence, type AuditEntry } from '../../schema/history/describe';
import type { ExportContext } from '../../schema/types';

/** The sentence the list shows, for exports. */
function entrySentence(record: Record<string, unknown>, { translate, registry }: ExportContext) {
  const entry = record as unknown as AuditEntry;
  return sentence(entry, historyDef(registry, entry.resource), translate);
}

/** "Phone: 138… → 139…; Contact: …", for exports. */
function entryChanges(record: Record<string, unknown>, { translate, registry }: ExportContext) {
  const entry = record as unknown as AuditEntry;
  return changeRows(historyDef(registry, entry.resource), entry.changes, translate)
    .map((row) => `${row.label}: ${row.secret ? row.to : `${row.from} → ${row.to}`}`)
    .join('; ');
}

/** The operation log: every change anyone made, who made it, from where (server audit log). */
const auditLog = declareResource({
  name: AUDIT_LOG,
  route: '/sys_permission/log',
  // With the other system authority screens, reached by their tabs (spec §2).
  menu: { group: 'permission', order: 83, icon: HistoryIcon, hidden: true },
  permission: 'audit',
  endpoints: { list: 'operate/audit/log-list', get: 'operate/audit/log-detail' },
  recordTitle: 'record_name',
  live: '*',
  consoleOnly: ['summary'],
  fields: [
    { source: 'created_at', type: 'datetime', sortable: true },
    { source: 'user_id', type: 'reference', reference: { resource: 'systemUsers', optionText: 'account', display: 'user_name' }, filter: 'alwaysOn' },
    { source: 'summary', type: 'longText', view: lazy(() => import('./EntrySummary')), exportValue: entrySentence },
    { source: 'action', type: 'choice', choices: ['create', 'update', 'delete', 'login', 'logout', 'password'], filter: 'alwaysOn' },
    { source: 'resource', type: 'choice', choices: ['company', 'government', 'check_point', 'account', 'role', 'system_user'], filter: 'alwaysOn' },
    { source: 'record_id', type: 'number', filter: true, list: false },
    { source: 'record_name', type: 'text' },
    { source: 'ip', type: 'text', list: false },
    { source: 'call', type: 'text', list: false },
    { source: 'changes', type: 'text', list: false, view: lazy(() => import('./EntryChanges')), exportValue: entryChanges },
    { source: 'date_from', type: 'date', filter: true, list: false, show: false },
    { source: 'date_to', type: 'date', filter: true, list: false, show: false },
  ],
  components: { list: onDemandScreen(() => import('./AuditList')) },
});

export default auditLog;
