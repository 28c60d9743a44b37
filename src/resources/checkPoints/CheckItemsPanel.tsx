import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { call } from '../../api';

interface CheckItem {
  id: number;
  check_point_id: number;
  name: string;
  standard: string;
  sort: number;
}

/** The check items of the point in this list row (code-model-list), fetched when opened. */
export default function CheckItemsPanel() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const id = record?.id;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data?: CheckItem[]; error?: Error }>({ key: '' });
  const key = `${String(id)}#${attempt}`;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    call('admin/admin/code-model-list', { id }).then(
      (data) => live && setState({ key, data }),
      (error: Error) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [id, key]);

  const { data, error } = state.key === key ? state : {};
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{translate('schema.tree.retry')}</Button>}>
        {translate(error.message, { _: error.message })}
      </Alert>
    );
  }
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {translate('resources.checkPoints.items.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ py: 1, maxWidth: 900 }}>
      <Table size="small" aria-label={translate('resources.checkPoints.fields.items')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>#</TableCell>
            <TableCell>{translate('resources.checkPoints.items.name')}</TableCell>
            <TableCell>{translate('resources.checkPoints.items.standard')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.sort}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell>{item.standard}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
