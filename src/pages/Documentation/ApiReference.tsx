import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography, useTheme } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { getToken } from '../../auth/token';
import { config } from '../../config/env';

const DOCUMENT_URL = new URL('openapi.json', new URL(config.apiBase, window.location.href)).href;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: Record<string, unknown> };

/** The document as the signed-in user may read it (their calls only), with the API's own address as its server. */
async function loadDocument(signal: AbortSignal): Promise<Record<string, unknown>> {
  const token = getToken();
  const answer = await fetch(DOCUMENT_URL, { headers: token ? { 'X-Token': token } : {}, signal });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const document = (await answer.json()) as Record<string, unknown>;
  return { ...document, servers: [{ url: new URL('.', DOCUMENT_URL).href.replace(/\/$/, '') }] };
}

/**
 * /documentation/api: the API reference, drawn by Scalar's viewer (loaded with this screen only).
 * Its "try it" sends what the reader types under Authentication, never the console's token.
 */
export default function ApiReference() {
  const translate = useTranslate();
  const dark = useTheme().palette.mode === 'dark';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    loadDocument(controller.signal).then(
      (document) => setLoaded({ state: 'ready', document }),
      () => controller.signal.aborted || setLoaded({ state: 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const download = useMemo(() => (loaded.state === 'ready' ? URL.createObjectURL(new Blob([JSON.stringify(loaded.document, null, 2)], { type: 'application/json' })) : null), [loaded]);
  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="menu.apiReference" />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 860 }}>
          {translate('apiReference.intro')}
        </Typography>
        {loaded.state === 'loading' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
            <CircularProgress size={24} />
            {translate('apiReference.loading')}
          </Box>
        )}
        {loaded.state === 'failed' && (
          <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{translate('apiReference.retry')}</Button>}>
            {translate('apiReference.failed')}
          </Alert>
        )}
        {loaded.state === 'ready' && (
          <>
            <Link href={download ?? undefined} download="openapi.json">
              {translate('apiReference.download')}
            </Link>
            <Box sx={{ mt: 1 }}>
              <ApiReferenceReact
                configuration={{
                  content: loaded.document,
                  withDefaultFonts: false,
                  telemetry: false,
                  // Its chat assistant calls a service outside; the page reaches the API only.
                  agent: { disabled: true },
                  // Its developer toolbar (on localhost) offers to configure and publish the page elsewhere.
                  showDeveloperTools: 'never',
                  hideDarkModeToggle: true,
                  forceDarkModeState: dark ? 'dark' : 'light',
                  hideClientButton: false,
                }}
              />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
