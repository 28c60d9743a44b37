import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box } from '@mui/material';
import { Button, Confirm, useCanAccess, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { staleCurrent } from '../../api';
import { StaleChanges } from '../conflicts/StaleChanges';
import { useResourceDef } from '../RegistryContext';
import { itemLabel } from '../labels';

interface Stale {
  /** The rows not deleted yet, the changed one first. */
  ids: Identifier[];
  shown: Record<string, unknown>;
  current: Record<string, unknown>;
}

/**
 * Deletes the chosen rows after a confirmation, one at a time, each at the version the list
 * showed. When one was changed since (2009 with the record now), the batch stops there and asks
 * again, saying what changed, before deleting it and the rest as they are now.
 */
export function BulkDeleteButton() {
  const def = useResourceDef();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [asking, setAsking] = useState(false);
  const [stale, setStale] = useState<Stale | null>(null);
  const { canAccess } = useCanAccess({ action: 'delete', resource });

  const run = (ids: Identifier[]) =>
    deleteMany(
      resource,
      { ids, meta: { ownConflict: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          setStale(null);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
          onUnselectItems();
        },
        onError: (error) => {
          const current = staleCurrent(error);
          const from = current ? ids.findIndex((id) => String(id) === String(current.id)) : -1;
          const shown = from >= 0 ? (data ?? []).find((row) => String(row.id) === String(current!.id)) : undefined;
          setAsking(false);
          // The rows before it are gone: the list shows what is left.
          refresh();
          if (current && shown) setStale({ ids: ids.slice(from), shown, current });
        },
      },
    );

  if (!canAccess) return null;
  const name = (row: Record<string, unknown>) => String((def.recordTitle && row[def.recordTitle]) || `#${String(row.id)}`);
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setAsking(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="ra.message.bulk_delete_title"
        content="ra.message.bulk_delete_content"
        titleTranslateOptions={{ smart_count: selectedIds.length, name: translate(itemLabel(def)) }}
        contentTranslateOptions={{ smart_count: selectedIds.length, name: translate(itemLabel(def)) }}
        confirmColor="warning"
        onConfirm={() => run(selectedIds)}
        onClose={() => setAsking(false)}
      />
      <Confirm
        isOpen={stale !== null}
        loading={isPending}
        title={translate('live.delete.stale_title')}
        content={
          stale && (
            <Box data-testid="bulk-delete-stale">
              <StaleChanges def={def} before={stale.shown} after={stale.current} />
              <Box sx={{ mt: 1 }}>
                {stale.ids.length > 1
                  ? translate('live.delete.stale_many', { name: name(stale.current), smart_count: stale.ids.length - 1 })
                  : translate('live.delete.stale_question', { name: name(stale.current) })}
              </Box>
            </Box>
          )
        }
        confirm="live.delete.anyway"
        confirmColor="warning"
        onConfirm={() => stale && run(stale.ids)}
        onClose={() => setStale(null)}
      />
    </>
  );
}
