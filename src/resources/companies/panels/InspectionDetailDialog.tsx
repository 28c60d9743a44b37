import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { INSPECTION_PHOTOS, type FileFacts } from '../../../api/files';
import { useCall } from '../../../api/useCall';
import { PhotoStrip } from '../../../schema/files/PhotoStrip';
import { CallView, useScreenText } from './CallView';
import { PagedTable, type Column } from './PagedTable';
import type { Inspection } from './InspectionList';

type Result = Inspection['results'][number] & { id: number };
type Detail = Inspection & { photos: FileFacts[] };

/** One inspection (inspect-detail): where, who, when, each item's result and the photos taken. */
export function InspectionDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const tr = useScreenText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error, isPending, refetch } = useCall<Detail>('admin/standing/inspect-detail', { id });
  const rows: Result[] = (data?.results ?? []).map((r, i) => ({ ...r, id: i }));
  const columns: Column<Result>[] = [
    { key: 'item', label: tr('checks.item'), render: (r) => r.item },
    { key: 'ok', label: tr('checks.ok'), render: (r) => <Chip size="small" color={r.ok ? 'success' : 'error'} label={tr(r.ok ? 'checks.yes' : 'checks.no')} /> },
    { key: 'remark', label: tr('checks.remark'), render: (r) => r.remark },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="inspection-detail-title">
      <DialogTitle id="inspection-detail-title">{tr('checks.detail')}</DialogTitle>
      <DialogContent>
        <CallView isPending={isPending} error={error} empty={false} onRetry={refetch}>
          {data && (
            <>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="subtitle2">{data.check_name}</Typography>
                <Chip size="small" color={data.status === 'error' ? 'error' : 'success'} label={tr(`checks.${data.status}`)} />
                <Typography variant="body2" color="text.secondary">
                  {[data.created_at, data.staff_name].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              {rows.length === 0 ? (
                <Typography variant="body2" color="text.secondary">{tr('checks.no_results')}</Typography>
              ) : (
                <PagedTable label={tr('checks.detail')} rows={rows} columns={columns} />
              )}
              {data.photos.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <PhotoStrip entity={INSPECTION_PHOTOS} photos={data.photos} heading={tr('checks.photos', { smart_count: data.photos.length })} id="inspection-photos-title" />
                </Box>
              )}
            </>
          )}
        </CallView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('staff.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
