import { Alert, Card, CardContent, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RelativeTime } from '../../widgets/RelativeTime';
import { useRegistry } from '../RegistryContext';
import { resourceKey, type ResourceDef } from '../types';
import { ChangeTable } from './ChangeTable';
import { AUDIT_LOG, type AuditEntry } from './describe';
import { EntrySentence } from './EntrySentence';
import { RestoreButton } from './RestoreButton';

const SHOWN = 50;

/** The record's audit entries, newest first, each with its diff; only for those who may read the log. */
export default function HistoryPanel({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const { id } = useParams<{ id: string }>();
  const log = registry.get(AUDIT_LOG);
  const key = log ? resourceKey(log) : '';
  const { canAccess } = useCanAccess({ resource: key, action: 'list', enabled: !!log });
  const enabled = !!log && !!canAccess && !!id && !!def.history;
  const { data, total, isPending, error } = useGetList<AuditEntry>(
    key,
    { filter: { resource: def.history, record_id: id }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } },
    { enabled },
  );
  if (!enabled) return null;
  return (
    <Card component="section" aria-labelledby="record-history" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="record-history" variant="h6" component="h2" gutterBottom>
          {translate('resources.auditLog.history.title')}
        </Typography>
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && <Alert severity="error">{translate('resources.auditLog.history.load_failed')}</Alert>}
        {data?.length === 0 && <Typography color="text.secondary">{translate('resources.auditLog.history.empty')}</Typography>}
        <List disablePadding>
          {data?.map((entry) => (
            <RecordContextProvider key={entry.id} value={entry}>
              <ListItem divider disableGutters sx={{ display: 'block' }}>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary">
                    <RelativeTime value={entry.created_at} />
                  </Typography>
                  <Typography>
                    <EntrySentence />
                  </Typography>
                  <RestoreButton />
                </Stack>
                <ChangeTable def={def} changes={entry.changes} />
              </ListItem>
            </RecordContextProvider>
          ))}
        </List>
        {total !== undefined && total > SHOWN && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.auditLog.history.more', { shown: SHOWN, total })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
