import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { call } from '../../api';
import type { AnswerOf } from '../../api/contract';

type Device = AnswerOf<'operate/company/account-devices'>['devices'][number];

/** The phones an app account is signed in on (operate/company/account-devices), each of which an administrator can sign out. */
export default function AppDevicesPanel() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const id = record?.id;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; devices?: Device[]; error?: Error }>({ key: '' });
  const [ending, setEnding] = useState<Device | null>(null);
  const key = `${String(id)}#${attempt}`;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    call('operate/company/account-devices', { id }, { silent: true }).then(
      (answer) => live && setState({ key, devices: answer.devices }),
      (error: Error) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [id, key]);

  const end = async (device: Device) => {
    setEnding(null);
    await call('operate/company/account-device-end', { id: id!, device_id: device.device_id });
    notify('accounts.devices.ended', { type: 'info' });
    setAttempt((n) => n + 1);
  };

  const { devices, error } = state.key === key ? state : {};
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{translate('accounts.devices.retry')}</Button>}>
        {translate(error.message, { _: error.message })}
      </Alert>
    );
  }
  if (!devices) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (devices.length === 0) return <Typography color="text.secondary" sx={{ py: 1 }}>{translate('accounts.devices.none')}</Typography>;
  return (
    <Box sx={{ py: 1, maxWidth: 900, overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('accounts.devices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('accounts.devices.device')}</TableCell>
            <TableCell>{translate('accounts.devices.since')}</TableCell>
            <TableCell>{translate('accounts.devices.last_used')}</TableCell>
            <TableCell>{translate('accounts.devices.expires')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <TableRow key={device.device_id}>
              <TableCell>{device.device_name || device.device_id}</TableCell>
              <TableCell>{device.created_at}</TableCell>
              <TableCell>{device.last_used_at}</TableCell>
              <TableCell>{device.expires_at}</TableCell>
              <TableCell align="right">
                <Button size="small" color="warning" onClick={() => setEnding(device)}>
                  {translate('accounts.devices.end')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={ending !== null}
        title={translate('accounts.devices.end_title')}
        content={translate('accounts.devices.end_content', { device: ending?.device_name || ending?.device_id || '' })}
        onConfirm={() => ending && void end(ending)}
        onClose={() => setEnding(null)}
      />
    </Box>
  );
}
