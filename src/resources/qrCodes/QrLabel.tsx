import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import QrImage from '../../widgets/QrImage';

/** The parts of a CheckPoint (docs/API.md) a printed label shows. */
export interface LabelPoint {
  id: number;
  name: string;
  code: string;
  company_name?: string | null;
}

/**
 * One label as it is stuck on site: the point's name, its company, the QR code and the code in
 * plain text (typed by hand when a camera cannot read the code). A dashed edge to cut along.
 */
export function QrLabel({ point, qrSize = 132, onReady }: { point: LabelPoint; qrSize?: number; onReady?: () => void }) {
  const translate = useTranslate();
  return (
    <Box
      className="qr-label"
      data-testid="qr-label"
      sx={{
        border: '1px dashed',
        borderColor: 'grey.500',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        bgcolor: '#fff',
        color: '#000',
        textAlign: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3, wordBreak: 'break-word' }}>{point.name}</Typography>
      {point.company_name && <Typography sx={{ fontSize: 11, lineHeight: 1.3 }}>{point.company_name}</Typography>}
      <QrImage value={point.code} size={qrSize} label={translate('schema.qr.open', { name: point.name })} onReady={onReady} />
      <Typography sx={{ fontFamily: 'monospace', fontSize: 12, letterSpacing: 0.5 }}>{point.code}</Typography>
    </Box>
  );
}
