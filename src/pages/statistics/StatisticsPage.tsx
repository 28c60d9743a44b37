import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useDataCount } from './calls';
import { csvText } from './chartData';
import { downloadCsvText } from './chartExport';
import { CompanyRankCard } from './CompanyRankCard';
import { counterRows, Counters } from './Counters';
import { WeekTrendCard } from './WeekTrendCard';

/** /statistic/index: the totals, the last seven days and the companies ranked by inspections. */
export default function StatisticsPage() {
  const translate = useTranslate();
  const count = useDataCount();
  const exportCounters = () =>
    downloadCsvText(csvText([translate('statistics.counters.metric'), translate('statistics.counters.value')], counterRows(count.data, translate)), 'totals');
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="menu.statistic" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {translate('menu.statistic')}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportCounters} disabled={!count.data}>
          {translate('statistics.counters.export')}
        </Button>
      </Stack>
      <Counters state={count} />
      <WeekTrendCard />
      <CompanyRankCard />
    </Box>
  );
}
