import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { call, isApiError } from '../../api';

export interface SessionRow {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** "Firefox on Windows" from a User-Agent header, or null when it names neither. */
export function browserOf(agent: string): string | null {
  const browser = [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//].map((re, i) => (re.test(agent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][i] : null)).find(Boolean);
  const system = [/Windows/, /Android/, /iPhone|iPad/, /Mac OS X/, /Linux/].map((re, i) => (re.test(agent) ? ['Windows', 'Android', 'iOS', 'macOS', 'Linux'][i] : null)).find(Boolean);
  if (!browser) return system ?? null;
  return system ? `${browser} · ${system}` : browser;
}

/** A user's live sessions (the caller's own, or `userId`'s for an administrator), each ended here. */
export function SessionsList({ userId }: { userId?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const who = userId === undefined ? {} : { user_id: userId };

  const load = useCallback(() => {
    call('operate/auth/session-list', userId === undefined ? {} : { user_id: userId })
      .then(setRows)
      .catch((e: unknown) => setError(isApiError(e) ? e.message : 'app.api.unknown'));
  }, [userId]);
  useEffect(load, [load]);

  const end = async (body: Record<string, unknown>) => {
    await call('operate/auth/session-end', { ...who, ...body });
    notify('security.sessions.ended', { type: 'info' });
    load();
  };

  if (error) return <Alert severity="error">{translate(error, { _: error })}</Alert>;
  if (!rows) return null;
  const others = rows.filter((r) => !r.current);
  return (
    <Stack sx={{ gap: 1 }}>
      <List dense disablePadding data-testid="sessions">
        {rows.map((row) => (
          <ListItem key={row.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <ListItemText
              sx={{ flex: '1 1 260px', minWidth: 0 }}
              primary={
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{browserOf(row.user_agent) ?? translate('security.sessions.unknown_browser')}</span>
                  {row.current && <Chip size="small" color="primary" variant="outlined" label={translate('security.sessions.current')} />}
                </Box>
              }
              secondary={`${translate('security.sessions.address')} ${row.ip || '-'} · ${translate('security.sessions.last_used')} ${row.last_used_at} · ${translate('security.sessions.started')} ${row.created_at}`}
            />
            {!row.current && (
              <Button size="small" color="error" onClick={() => void end({ id: row.id })} aria-label={`${translate('security.sessions.end')} ${row.ip}`}>
                {translate('security.sessions.end')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {userId === undefined &&
        (others.length > 0 ? (
          <Button variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => void end({ others: 1 })}>
            {translate('security.sessions.end_others')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('security.sessions.none')}
          </Typography>
        ))}
    </Stack>
  );
}
