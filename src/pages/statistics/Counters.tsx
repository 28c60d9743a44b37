import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatNumber } from '../../widgets/useFormat';
import { apiErrorText } from '../apiErrorText';
import type { DataCount } from './calls';
import { counterItems, type CounterKey } from './chartData';

const ICONS: Record<CounterKey, SvgIconComponent> = {
  companies: BusinessIcon,
  staff: PeopleIcon,
  check_points: PlaceIcon,
  inspections: FactCheckIcon,
  warnings: NotificationsActiveIcon,
  governments: AccountBalanceIcon,
};

/** Where a figure leads, for the roles that may open it. */
const LINKS: Partial<Record<CounterKey, string>> = {
  companies: '/company/index',
  check_points: '/check/index',
  warnings: '/warn/index',
  governments: '/gov/index',
};
const LINKED = Object.values(LINKS).map((path) => path.slice(1));

interface Props {
  state: { data?: DataCount; isPending: boolean; error?: { message: string; code?: number } | null; refetch: () => void };
}

function Figure({ name, value, to }: { name: CounterKey; value: number | null; to?: string }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const Icon = ICONS[name];
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, px: { xs: 1.5, sm: 2 }, py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Box sx={{ display: 'grid', placeItems: 'center', width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 }, borderRadius: 1, bgcolor: 'action.hover', color: name === 'warnings' ? 'error.main' : 'primary.main', flex: 'none' }}>
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {/* Two lines rather than "Puntos …" where two cards share a phone's width. */}
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3, overflowWrap: 'break-word' }}>
          {translate(`statistics.counters.${name}`)}
        </Typography>
        {value === null ? (
          <Skeleton width={64} height={32} />
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={`counter-${name}`} data-value={value}>
            {formatNumber(value)}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** admin-data-count as six figures with thousand separators; each opens its list where one exists. */
export function Counters({ state }: Props) {
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: LINKED });
  if (state.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.refetch}>
            {translate('statistics.chart.retry')}
          </Button>
        }
      >
        {apiErrorText({ message: state.error.message, code: state.error.code ?? -1 }, translate)}
      </Alert>
    );
  }
  const items = counterItems(state.data);
  return (
    <Box
      component="section"
      aria-label={translate('statistics.counters.title')}
      aria-busy={state.isPending}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}
    >
      {items.map(({ key, value }) => {
        const to = LINKS[key];
        return <Figure key={key} name={key} value={state.data ? value : null} to={to && canAccess?.[to.slice(1)] ? to : undefined} />;
      })}
    </Box>
  );
}

/** The figures' CSV rows: translated name and plain number. */
export function counterRows(data: DataCount | undefined, translate: (key: string) => string): [string, number][] {
  return counterItems(data).map(({ key, value }) => [translate(`statistics.counters.${key}`), value]);
}
