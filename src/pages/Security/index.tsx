import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { call } from '../../api';
import { MfaSetup } from '../../auth/steps/MfaSetup';
import { readSession } from '../../auth/session';
import { PageHeading } from '../../widgets/PageHeading';
import { SessionsList } from './SessionsList';

interface MfaStatus {
  enrolled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

/** Two-step verification: its state, and its setup from here. */
function SecondFactor() {
  const translate = useTranslate();
  const notify = useNotify();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [setting, setSetting] = useState(false);
  const load = () => void call('operate/auth/mfa-status').then(setStatus);
  useEffect(load, []);
  if (!status) return null;
  if (setting) {
    return (
      <MfaSetup
        onDone={() => {
          setSetting(false);
          notify('security.mfa.done', { type: 'info' });
          load();
        }}
      />
    );
  }
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Typography variant="body2">{status.enrolled ? translate('security.mfa.on', { smart_count: status.recovery_codes_left }) : translate('security.mfa.off')}</Typography>
      {!status.enrolled && status.required && <Alert severity="warning">{translate('security.mfa.required')}</Alert>}
      {!status.enrolled && (
        <Button variant="contained" onClick={() => setSetting(true)}>
          {translate('security.mfa.start')}
        </Button>
      )}
    </Stack>
  );
}

/** /profile/security: the user's second factor and the sessions they hold, which they can end. */
export default function SecurityPage() {
  const translate = useTranslate();
  const idle = readSession()?.idle_minutes;
  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <PageHeading>{translate('security.title')}</PageHeading>
      <Stack sx={{ gap: 2 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('security.mfa.title')}
            </Typography>
            <SecondFactor />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('security.sessions.title')}
            </Typography>
            {idle !== undefined && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('security.sessions.hint', { minutes: idle })}
              </Typography>
            )}
            <SessionsList />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
