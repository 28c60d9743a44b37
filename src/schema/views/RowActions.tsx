import { lazy, Suspense, useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import KeyIcon from '@mui/icons-material/Key';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { isApiError } from '../../api';
import { useResourceDef } from '../RegistryContext';
import type { Endpoint, RowAction } from '../types';
import { useRecordName } from './ConfirmDeleteButton';
import { ActionButton } from './ActionButton';
import { useMountOnOpen } from '../../widgets/useMountOnOpen';

// The reset dialog (its form and the password strength meter) loads on first use.
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog'));

/** Flips a 1/0 status through the update call; disabling asks first, enabling does not. */
interface ButtonProps {
  source: string;
  /** The action's own call, when it has one (see RowAction). */
  endpoint?: Endpoint;
  compact?: boolean;
  confirm?: string;
}

function ToggleStatusButton({ source, endpoint, compact, confirm = 'schema.row.disable_content' }: ButtonProps) {
  const record = useRecordContext<Record<string, unknown> & { id: number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const name = useRecordName();
  // Without the record: access never depends on it, and one answer then serves every row.
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record || !resource || !canAccess) return null;
  const enabled = Number(record[source]) === 1;

  const run = () =>
    update(
      resource,
      { id: record.id, data: { [source]: enabled ? 0 : 1 }, previousData: record, meta: { endpoint } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(enabled ? 'schema.row.disabled_done' : 'schema.row.enabled_done', { type: 'info', messageArgs: { name } });
        },
        onError: () => setAsking(false),
      },
    );

  return (
    <>
      <ActionButton
        label={enabled ? 'schema.row.disable' : 'schema.row.enable'}
        color={enabled ? 'warning' : 'success'}
        icon={enabled ? <BlockIcon /> : <CheckCircleOutlineIcon />}
        compact={compact}
        disabled={isPending}
        onClick={() => (enabled ? setAsking(true) : run())}
      />
      {/* Clicks inside the dialog must not reach the list row behind it (React bubbles through portals). */}
      <span onClick={(e) => e.stopPropagation()}>
        <Confirm
          isOpen={asking}
          loading={isPending}
          title={translate('schema.row.disable_title', { name })}
          content={translate(confirm, { name })}
          confirm="schema.row.disable"
          confirmColor="warning"
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      </span>
    </>
  );
}

/** Sets a new password (typed twice, strength shown); only the password is sent. */
function ResetPasswordButton({ source, endpoint, compact }: ButtonProps) {
  const def = useResourceDef();
  const record = useRecordContext<Record<string, unknown> & { id: number }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const name = useRecordName();
  // Without the record: access never depends on it, and one answer then serves every row.
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [update, { isPending }] = useUpdate();
  const dialog = useMountOnOpen();
  const field = def.fields.find((f) => f.source === source);
  if (!record || !resource || !canAccess || !field) return null;
  const titleId = `reset-${resource}-${String(record.id)}`;

  // Answers the server's field errors (2001) so that they show under the inputs.
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        resource,
        { id: record.id, data: { [source]: values[source] }, previousData: record, meta: { endpoint } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      dialog.hide();
      notify('schema.row.password_changed', { type: 'info', messageArgs: { name } });
      return undefined;
    } catch (error) {
      return isApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : undefined;
    }
  };

  return (
    <>
      <ActionButton label="schema.row.reset_password" icon={<KeyIcon />} compact={compact} onClick={dialog.show} />
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ResetPasswordDialog open={dialog.open} onClose={dialog.hide} titleId={titleId} name={name} def={def} field={field} source={source} isPending={isPending} save={save} />
        </Suspense>
      )}
    </>
  );
}

/** The declared row actions of a resource, for a list row or a detail toolbar. */
export function RowActionButtons({ actions, compact }: { actions: readonly RowAction[] | undefined; compact?: boolean }) {
  return (
    <>
      {(actions ?? []).map((action) =>
        action.type === 'toggleStatus' ? (
          <ToggleStatusButton key={`${action.type}-${action.source}`} source={action.source} endpoint={action.endpoint} confirm={action.confirm} compact={compact} />
        ) : (
          <ResetPasswordButton key={`${action.type}-${action.source}`} source={action.source} endpoint={action.endpoint} compact={compact} />
        ),
      )}
    </>
  );
}
