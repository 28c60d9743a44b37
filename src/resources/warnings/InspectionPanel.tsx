import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Identifier } from 'react-admin';
import { Labeled, useTranslate } from 'react-admin';
import { INSPECTION_PHOTOS } from '../../api/files';
import { PhotoStrip } from '../../schema/files/PhotoStrip';
import { RelativeTime } from '../../widgets/RelativeTime';
import { failedCount, useInspection, type InspectionResult } from './calls';
import { CallStatus } from './CallStatus';

function ResultMark({ ok }: { ok: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: ok ? 'success.main' : 'error.main', fontWeight: 500 }}>
      {ok ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
      <span>{translate(ok ? 'resources.warnings.show.ok' : 'resources.warnings.show.failed')}</span>
    </Stack>
  );
}

function ItemsTable({ results }: { results: readonly InspectionResult[] }) {
  const translate = useTranslate();
  if (results.length === 0) return <Typography color="text.secondary">{translate('resources.warnings.show.no_items')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.warnings.show.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.warnings.show.item')}</TableCell>
            <TableCell>{translate('resources.warnings.show.result')}</TableCell>
            <TableCell>{translate('resources.warnings.show.remark')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result, index) => (
            <TableRow
              key={`${index}-${result.item}`}
              data-ok={result.ok}
              sx={result.ok ? undefined : (theme) => ({ bgcolor: alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.16 : 0.06) })}
            >
              <TableCell>{result.item}</TableCell>
              <TableCell>
                <ResultMark ok={result.ok} />
              </TableCell>
              <TableCell>{result.remark}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The inspection behind a warning: who checked, where, when, and each item's pass/fail. */
export function InspectionPanel({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const state = useInspection(id);
  const inspection = state.data;
  if (!inspection) return <CallStatus {...state} notFound="resources.warnings.show.not_found" lines={4} />;
  const failed = failedCount(inspection.results);
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: { xs: 2, md: 4 }, flexWrap: 'wrap' }}>
        <Labeled label="resources.warnings.fields.staff_name">
          <Typography>{inspection.staff_name || translate('resources.warnings.show.no_staff')}</Typography>
        </Labeled>
        <Labeled label="resources.warnings.fields.check_name">
          <Typography>{inspection.check_name}</Typography>
        </Labeled>
        <Labeled label="resources.warnings.fields.company_name">
          <Typography>{inspection.company_name}</Typography>
        </Labeled>
        <Labeled label="resources.warnings.fields.created_at">
          <Typography>
            <RelativeTime value={inspection.created_at} absolute />
          </Typography>
        </Labeled>
      </Stack>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('resources.warnings.show.items')}
          </Typography>
          {inspection.results.length > 0 && (
            <Typography variant="body2" color={failed > 0 ? 'error' : 'text.secondary'}>
              {translate('resources.warnings.show.failed_summary', { smart_count: failed, total: inspection.results.length })}
            </Typography>
          )}
        </Stack>
        <ItemsTable results={inspection.results} />
      </Box>
      {inspection.photos && inspection.photos.length > 0 && (
        <PhotoStrip entity={INSPECTION_PHOTOS} photos={inspection.photos} heading={translate('resources.warnings.show.photos', { smart_count: inspection.photos.length })} id="warning-photos-title" />
      )}
    </Stack>
  );
}
