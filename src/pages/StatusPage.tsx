import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** 404 and 401: a clear sentence and a way home. */
export default function StatusPage({ code }: { code: 404 | 401 }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {t(code === 404 ? 'app.page.not_found_title' : 'app.page.unauthorized_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(code === 404 ? 'app.page.not_found_text' : 'app.page.unauthorized_text')}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {t('app.page.back_home')}
        </Button>
      </div>
    </Box>
  );
}
