import { useEffect } from 'react';
import TourIcon from '@mui/icons-material/Tour';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useTour } from '../../layout/tour/TourContext';

// Wait for the shell to settle (menu and tabs drawn) before highlighting it.
const START_DELAY_MS = 400;

/** /guide/index: starts the step-by-step tour of the shell, and can start it again. */
export default function Guide() {
  const translate = useTranslate();
  const { start } = useTour();
  useEffect(() => {
    const timer = setTimeout(start, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [start]);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="menu.guide" />
      <CardContent sx={{ maxWidth: 720 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('shell.tour.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('shell.tour.intro')}
        </Typography>
        <Button variant="contained" startIcon={<TourIcon />} onClick={start} data-testid="start-tour">
          {translate('shell.tour.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
