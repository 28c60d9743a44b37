import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once, with a way to copy them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('app.mfa.recovery_title')}
      </Typography>
      <Alert severity="warning">{t('app.mfa.recovery_hint')}</Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{ m: 0, p: 1.5, pl: 4, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, fontFamily: 'monospace', fontSize: 15, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={copy}>{copied ? t('app.mfa.copied') : t('app.mfa.copy')}</Button>
        <Button variant="contained" onClick={onDone}>
          {t('app.mfa.recovery_done')}
        </Button>
      </Stack>
    </Stack>
  );
}
