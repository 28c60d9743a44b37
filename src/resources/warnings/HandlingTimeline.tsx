import { Alert, Box, Stack, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { RelativeTime } from '../../widgets/RelativeTime';
import { useHandling, type HandlingStep } from './calls';
import { CallStatus } from './CallStatus';
import { HandleStatusChip } from './WarningChips';

/** One step: a dot on the line, then what was done, by whom, when, and the remark. */
function Step({ step, last, done }: { step: HandlingStep; last: boolean; done: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="li" data-testid="handling-step" sx={{ position: 'relative', pl: 4, pb: last ? 0 : 2.5, listStyle: 'none' }}>
      {!last && <Box aria-hidden sx={{ position: 'absolute', left: 7, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          top: 4,
          width: 16,
          height: 16,
          borderRadius: '50%',
          border: 3,
          borderColor: last ? (done ? 'success.main' : 'warning.main') : 'primary.main',
          bgcolor: 'background.paper',
        }}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {step.action}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {translate('resources.warnings.handling.by', { actor: step.actor })}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <RelativeTime value={step.created_at} absolute />
        </Typography>
      </Stack>
      {step.remark && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {step.remark}
        </Typography>
      )}
    </Box>
  );
}

/** admin-status-detail: the handling steps of a warning, oldest first, as a timeline. */
export function HandlingTimeline({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const state = useHandling(id);
  if (!state.data) return <CallStatus {...state} notFound="resources.warnings.show.not_found" lines={5} />;
  const { inspection, steps } = state.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <HandleStatusChip status={inspection.handle_status} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.warnings.handling.steps', { smart_count: steps.length })}
        </Typography>
      </Stack>
      {steps.length === 0 ? (
        <Alert severity="info">{translate('resources.warnings.handling.empty')}</Alert>
      ) : (
        <Box component="ol" aria-label={translate('resources.warnings.show.handling')} sx={{ m: 0, p: 0 }}>
          {steps.map((step, index) => (
            <Step key={step.id} step={step} last={index === steps.length - 1} done={inspection.handle_status === 2} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
