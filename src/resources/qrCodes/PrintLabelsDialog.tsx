import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  GlobalStyles,
  MenuItem,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { QrLabel, type LabelPoint } from './QrLabel';

// On paper only the sheet is printed: the console behind the dialog and the dialog's own
// toolbar are hidden, and the dialog stops being a fixed, scrolling layer.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 10mm; }
  body > *:not(.qr-print-root) { display: none !important; }
  .qr-print-root, .qr-print-root .MuiDialog-container, .qr-print-root .MuiDialog-paper {
    position: static !important; display: block !important; height: auto !important;
    overflow: visible !important; box-shadow: none !important; margin: 0 !important; max-height: none !important;
  }
  .qr-print-root .MuiBackdrop-root, .qr-print-root .no-print { display: none !important; }
  .qr-print-root .qr-sheet { padding: 0 !important; }
}`;

const COLUMNS = [2, 3, 4] as const;

interface Props {
  open: boolean;
  onClose: () => void;
  /** null while the points are being fetched. */
  points: LabelPoint[] | null;
  /** The reason the points could not be fetched. */
  error?: string | null;
}

/**
 * A sheet of labels for the chosen points, ready for the browser's print dialog. Printing is
 * offered once every QR code is drawn, so that no label comes out blank.
 */
export function PrintLabelsDialog({ open, onClose, points, error }: Props) {
  const translate = useTranslate();
  const [columns, setColumns] = useState<(typeof COLUMNS)[number]>(3);
  const [ready, setReady] = useState<Set<number>>(new Set());
  const count = points?.length ?? 0;
  const allReady = count > 0 && points!.every((p) => ready.has(p.id));
  const qrSize = columns === 2 ? 200 : columns === 3 ? 150 : 112;

  return (
    <Dialog fullScreen open={open} onClose={onClose} className="qr-print-root" aria-labelledby="qr-print-title">
      <GlobalStyles styles={PRINT_CSS} />
      <Toolbar className="no-print" sx={{ gap: 2, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', py: 1 }}>
        <Typography id="qr-print-title" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {translate('resources.qrCodes.print.title', { n: count })}
        </Typography>
        <TextField
          select
          label={translate('resources.qrCodes.print.columns')}
          value={columns}
          onChange={(e) => {
            // Every code is drawn again at the new size: printing waits for them.
            setReady(new Set());
            setColumns(Number(e.target.value) as (typeof COLUMNS)[number]);
          }}
          size="small"
          sx={{ minWidth: 140 }}
        >
          {COLUMNS.map((n) => (
            <MenuItem key={n} value={n}>
              {translate('resources.qrCodes.print.per_row', { n })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!allReady} onClick={() => window.print()}>
          {translate('resources.qrCodes.print.print')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </Toolbar>
      {error && (
        <Alert severity="error" className="no-print" sx={{ m: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {!error && points === null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }} role="status">
          <CircularProgress size={20} />
          <Typography>{translate('ra.page.loading')}</Typography>
        </Box>
      )}
      {points && points.length === 0 && (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate('resources.qrCodes.print.empty')}
        </Typography>
      )}
      {points && points.length > 0 && (
        <Box
          className="qr-sheet"
          data-testid="qr-sheet"
          data-ready={allReady ? 'true' : 'false'}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 2, p: 3, maxWidth: 1000, mx: 'auto', width: '100%' }}
        >
          {points.map((point) => (
            <QrLabel
              key={point.id}
              point={point}
              qrSize={qrSize}
              onReady={() => setReady((done) => (done.has(point.id) ? done : new Set(done).add(point.id)))}
            />
          ))}
        </Box>
      )}
    </Dialog>
  );
}
