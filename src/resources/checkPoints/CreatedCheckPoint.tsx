import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router-dom';
import { Title, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { DownloadQrButton } from '../../schema/views/QrValue';
import { QrLabel, type LabelPoint } from '../qrCodes/QrLabel';
import { PrintLabelsDialog } from '../qrCodes/PrintLabelsDialog';

/** Right after saving: the new point's real QR code, to download or print at once. */
export default function CreatedCheckPoint({ point, onAnother }: { point: LabelPoint; onAnother: () => void }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const [printing, setPrinting] = useState(false);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.checkPoints.created.title')} />
      <CardContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('resources.checkPoints.created.done', { name: point.name })}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Box sx={{ width: 260 }} data-testid="created-label">
            <QrLabel point={point} qrSize={180} />
          </Box>
          <Stack spacing={1.5} sx={{ minWidth: 240, alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.checkPoints.created.hint')}
            </Typography>
            <DownloadQrButton value={point.code} variant="contained" />
            <Button variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
              {translate('resources.checkPoints.created.print')}
            </Button>
            <Button size="small" startIcon={<AddIcon />} onClick={onAnother}>
              {translate('resources.checkPoints.created.another')}
            </Button>
            <Button size="small" startIcon={<ListIcon />} component={Link} to={createPath({ resource: resource ?? '', type: 'list' })}>
              {translate('resources.checkPoints.created.back')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      {printing && <PrintLabelsDialog open onClose={() => setPrinting(false)} points={[point]} />}
    </Card>
  );
}
