import { useState } from 'react';
import { Box, Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import QrImage from '../../widgets/QrImage';
import { downloadQrPng } from '../../widgets/qrPng';

/** Saves the PNG of a payload; tells the user when it cannot be drawn. */
export function DownloadQrButton({ value, variant = 'outlined' }: { value: string; variant?: 'outlined' | 'text' | 'contained' }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Button
      variant={variant}
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(e) => {
        e.stopPropagation();
        downloadQrPng(value).catch(() => notify('schema.qr.failed', { type: 'error' }));
      }}
    >
      {translate('schema.qr.download')}
    </Button>
  );
}

/**
 * A `qr` field: in a list a small code that opens a large one; in a detail view the code
 * itself. Both offer the PNG download; the payload is shown as text too.
 */
export default function QrValue({ value, name, size }: { value: string; name: string; size: 'list' | 'show' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('schema.qr.open', { name });

  if (size === 'show') {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <QrImage value={value} size={160} label={label} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {value}
        </Typography>
        <DownloadQrButton value={value} />
      </Stack>
    );
  }
  return (
    <>
      {/* Named by its content, the image's text alternative and the payload shown beside it. */}
      <ButtonBase
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        sx={{ borderRadius: 1, justifyContent: 'flex-start', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <QrImage value={value} size={40} label={label} />
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', ml: 1.5, textAlign: 'left' }}>
          {value}
        </Typography>
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} aria-labelledby={`qr-${value}`}>
        <DialogTitle id={`qr-${value}`}>{name}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <QrImage value={value} size={240} label={label} />
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
              {value}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <DownloadQrButton value={value} variant="contained" />
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
