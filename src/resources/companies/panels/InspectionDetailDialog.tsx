import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadFile, INSPECTION_PHOTOS, type FileFacts } from '../../../api/files';
import { useCall } from '../../../api/useCall';
import { Thumbnail } from '../../../schema/files/Thumbnail';
import { CallView, useScreenText } from './CallView';
import { PagedTable, type Column } from './PagedTable';
import type { Inspection } from './InspectionList';

type Result = Inspection['results'][number] & { id: number };
type Detail = Inspection & { photos: FileFacts[] };

/** The pictures the field app took with the inspection, each downloaded whole on a click. */
function Photos({ photos }: { photos: FileFacts[] }) {
  const tr = useScreenText();
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="inspection-photos-title" sx={{ mt: 2 }}>
      <Typography id="inspection-photos-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {tr('checks.photos', { smart_count: photos.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo) => (
          <Link key={photo.id} component="button" type="button" onClick={() => void downloadFile(INSPECTION_PHOTOS, photo)} aria-label={translate('app.files.download', { name: photo.name })}>
            <Thumbnail entity={INSPECTION_PHOTOS} id={photo.id} name={photo.name} size={120} />
          </Link>
        ))}
      </Box>
    </Box>
  );
}

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
              {data.photos.length > 0 && <Photos photos={data.photos} />}
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
