import BarChartIcon from '@mui/icons-material/BarChart';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCanAccessResources, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LatestWarnings } from './dashboard/LatestWarnings';
import { useDataCount } from './statistics/calls';
import { Counters } from './statistics/Counters';
import { WeekTrendCard } from './statistics/WeekTrendCard';
import { useLiveRefetch } from '../live/useLiveRefetch';
import type { LiveEvent } from '../live/events';
import { jurisdictionName, useJurisdiction } from '../auth/useJurisdiction';

const STATISTICS = 'statistic/index';
const WARNINGS = 'warn/index';

/** The changes the totals count: a new warning (and inspection), a record of a counted kind made or removed. */
const COUNTED = new Set(['company', 'government', 'check_point']);
const changesCounters = (event: LiveEvent) => event.kind === 'warning' || ((event.kind === 'record' || event.kind === 'bulk') && COUNTED.has(event.resource) && (event.kind === 'bulk' || event.action !== 'update'));

/**
 * The home tab: the totals, the week's trend and the newest pending warnings, each shown to the
 * roles that may read it. The chart's code loads after the page (see WeekTrendCard).
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const body = useJurisdiction();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: [STATISTICS, WARNINGS] });
  const stats = !!canAccess?.[STATISTICS];
  const warnings = !!canAccess?.[WARNINGS];
  const count = useDataCount(stats);
  useLiveRefetch(count.refetch, changesCounters, stats);

  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="menu.home" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h1">
            {identity?.fullName ? translate('dashboard.welcome', { name: identity.fullName }) : translate('menu.home')}
          </Typography>
          {/* What the figures below count: a bound user's jurisdiction only. */}
          {body && (
            <Typography variant="subtitle2" color="text.secondary" data-testid="dashboard-jurisdiction">
              {translate('dashboard.jurisdiction', { name: jurisdictionName(body) })}
            </Typography>
          )}
        </Box>
        {stats && (
          <Button size="small" startIcon={<BarChartIcon />} component={Link} to={`/${STATISTICS}`}>
            {translate('dashboard.open_statistics')}
          </Button>
        )}
      </Stack>
      {stats && <Counters state={count} />}
      {(stats || warnings) && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: stats && warnings ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' } }}>
          {stats && <WeekTrendCard height={300} />}
          {warnings && <LatestWarnings />}
        </Box>
      )}
      {!isPending && !stats && !warnings && (
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{translate('dashboard.nothing')}</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
