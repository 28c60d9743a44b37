import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useScreenText } from './panels/CallView';

interface CompanyRecord {
  id: number;
  name: string;
  credit_code: string;
  contact: string;
  phone: string;
  city_name?: string;
  government_name?: string;
  staff_count?: number;
  status?: number;
}

/** Name, credit code, contact and counts at the top of the company screen. */
export function CompanyHeader() {
  const record = useRecordContext<CompanyRecord>();
  const tr = useScreenText();
  const translate = useTranslate();
  if (!record) return null;
  const facts: [string, string][] = [
    ['header.credit_code', record.credit_code],
    ['header.contact', `${record.contact} ${record.phone}`],
    ['header.area', record.city_name ?? ''],
    ['header.government', record.government_name ?? ''],
    ['header.staff', String(record.staff_count ?? 0)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="company-header">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ wordBreak: 'break-all' }}>
          {record.name}
        </Typography>
        <Chip
          size="small"
          color={record.status === 1 ? 'success' : 'default'}
          label={translate(record.status === 1 ? 'resources.companies.status.on' : 'resources.companies.status.off')}
        />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1, m: 0, mt: 1 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {tr(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
