import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadFile, type FileFacts } from '../../api/files';
import { Thumbnail } from './Thumbnail';

/** Pictures under a heading, as thumbnails; a click downloads the picture whole. */
export function PhotoStrip({ entity, photos, heading, id }: { entity: string; photos: readonly FileFacts[]; heading: string; id: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo) => (
          <Link key={photo.id} component="button" type="button" onClick={() => void downloadFile(entity, photo)} aria-label={translate('app.files.download', { name: photo.name })}>
            <Thumbnail entity={entity} id={photo.id} name={photo.name} size={120} />
          </Link>
        ))}
      </Box>
    </Box>
  );
}
