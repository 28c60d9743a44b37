import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button as MuiButton } from '@mui/material';
import { Button, Confirm, useCanAccess, useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { useRegistry } from '../RegistryContext';
import type { ResourceRegistry } from '../registry';
import { screensOf } from '../screens';
import { resourceKey, type ResourceDef } from '../types';
import { AUDIT_LOG, type AuditEntry } from './describe';

/** The kinds of record `operate/audit/restore` makes again (docs/API.md, "Restoring a deleted record"). */
const RESTORABLE = new Set(['government', 'check_point', 'account', 'role', 'system_user']);

const pathOf = (endpoint: ResourceDef['endpoints']['delete']) => (typeof endpoint === 'string' ? endpoint : endpoint?.path);

/** The declaration the entry's record belongs to: the one whose delete call wrote it (the four account kinds), else the first of its kind. */
function targetOf(registry: ResourceRegistry, entry: AuditEntry): ResourceDef | undefined {
  const kind = registry.all.filter((def) => def.history === entry.resource);
  return kind.find((def) => pathOf(def.endpoints.delete) === entry.call) ?? kind[0];
}

/** The message after a restore, with a link to the record (react-admin shows an element as it is: it brings its own look). */
function RestoredNotice({ to, name, sameId }: { to: string | null; name: string; sameId: boolean }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      variant="filled"
      role="status"
      action={
        to && (
          <MuiButton component={RouterLink} to={to} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {translate('live.restore.open')}
          </MuiButton>
        )
      }
    >
      {translate(sameId ? 'live.restore.done' : 'live.restore.done_new_id', { name })}
    </Alert>
  );
}

/**
 * "Restore" on a delete entry (the audit log, a record's history), for those who may create such
 * a record: asks first, then makes the record again from the entry. A refusal (its name taken
 * meanwhile) is the server's message.
 */
export function RestoreButton() {
  const entry = useRecordContext<AuditEntry>();
  const registry = useRegistry();
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const def = entry && entry.action === 'delete' && RESTORABLE.has(entry.resource) ? targetOf(registry, entry) : undefined;
  const { canAccess } = useCanAccess({ resource: def ? resourceKey(def) : '', action: 'create', enabled: !!def });
  if (!entry || !def || !canAccess) return null;

  const restore = async () => {
    setBusy(true);
    try {
      const restored = await call('operate/audit/restore', { id: entry.id });
      const screens = screensOf(def);
      const type = screens.show ? 'show' : screens.edit ? 'edit' : null;
      const to = type ? createPath({ resource: resourceKey(def), id: restored.id, type }) : null;
      notify(<RestoredNotice to={to} name={entry.record_name} sameId={restored.same_id} />, { type: 'success' });
      // The lists that show it, and the log that now tells of the restore.
      void client.invalidateQueries({ queryKey: [resourceKey(def)] });
      const log = registry.get(AUDIT_LOG);
      if (log) void client.invalidateQueries({ queryKey: [resourceKey(log)] });
      setAsking(false);
    } catch {
      // The API client has said why (2009: its name is taken, 2003: not allowed).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="live.restore.button" size="small" onClick={(event) => (event.stopPropagation(), setAsking(true))} data-testid="restore-button">
        <RestoreIcon />
      </Button>
      <span onClick={(event) => event.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={busy}
          title={translate('live.restore.title', { name: entry.record_name })}
          content={translate('live.restore.content')}
          confirm="live.restore.button"
          onConfirm={() => void restore()}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
  );
}
