import { Box, Typography } from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useRegistry } from '../../schema/RegistryContext';
import { resourceKey } from '../../schema/types';

/**
 * The label as it will be printed, updated while typing. The QR payload is made by the server
 * when the point is saved (unique, unguessable), so the code itself appears right after saving;
 * a code drawn before that would be a different, invalid one.
 */
export default function LabelPreview() {
  const translate = useTranslate();
  const registry = useRegistry();
  const [name, companyId] = useWatch({ name: ['name', 'company_id'] }) as [string | undefined, number | undefined];
  const companies = registry.get('companies');
  const { data: company } = useGetOne<{ id: number; name: string }>(
    companies ? resourceKey(companies) : 'companies',
    { id: companyId! },
    { enabled: !!companyId && !!companies },
  );
  return (
    <Box component="section" aria-labelledby="label-preview-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
      <Typography id="label-preview-title" variant="overline" color="text.secondary">
        {translate('resources.checkPoints.preview.title')}
      </Typography>
      <Box
        data-testid="label-preview"
        sx={{ border: '1px dashed', borderColor: 'grey.500', borderRadius: 1, p: 2, width: 260, textAlign: 'center', bgcolor: 'background.paper' }}
      >
        <Typography sx={{ fontWeight: 700, minHeight: 24, wordBreak: 'break-word' }}>
          {name?.trim() || translate('resources.checkPoints.preview.no_name')}
        </Typography>
        <Typography variant="caption" component="div" sx={{ minHeight: 18 }}>
          {company?.name ?? ''}
        </Typography>
        <Box
          sx={{
            width: 150,
            height: 150,
            mx: 'auto',
            my: 1,
            border: '2px dashed',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
            gap: 1,
            px: 1,
          }}
        >
          <QrCode2Icon fontSize="large" />
          <Typography variant="caption">{translate('resources.checkPoints.preview.code_on_save')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
