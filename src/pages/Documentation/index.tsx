import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DOC_SECTIONS } from './messages';

/** /documentation/index: how to use the console, in the current language. */
export default function Documentation() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="menu.documentation" />
      <CardContent sx={{ maxWidth: 860 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('docs.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('docs.intro')}
        </Typography>
        <Box component="nav" aria-label={translate('docs.title')} sx={{ mb: 3 }}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { sm: 2 } }}>
            {DOC_SECTIONS.map((id) => (
              <li key={id}>
                <Link href={`#doc-${id}`}>{translate(`docs.sections.${id}.title`)}</Link>
              </li>
            ))}
          </Box>
        </Box>
        {DOC_SECTIONS.map((id) => (
          <Box component="section" key={id} id={`doc-${id}`} aria-labelledby={`doc-${id}-title`} sx={{ mb: 3, scrollMarginTop: 96 }}>
            <Typography id={`doc-${id}-title`} variant="h6" component="h2" gutterBottom>
              {translate(`docs.sections.${id}.title`)}
            </Typography>
            {translate(`docs.sections.${id}.body`)
              .split('\n')
              .map((paragraph, i) => (
                <Typography key={i} sx={{ mb: 1, lineHeight: 1.7 }}>
                  {paragraph}
                </Typography>
              ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
