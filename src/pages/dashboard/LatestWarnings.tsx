import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useFormatNumber } from '../../widgets/useFormat';
import { RelativeTime } from '../../widgets/RelativeTime';
import type { WarningRow } from '../../resources/warnings/calls';
import { listPath, openedFrom, warningPath, WARNINGS_ROUTE } from '../../resources/warnings/paths';
import { apiErrorText } from '../apiErrorText';

const SHOWN = 6;
export const PENDING_FILTER = { handle_status: 0 };

/** The newest pending warnings, each a link to its detail (back returns here). */
export function LatestWarnings() {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const location = useLocation();
  const { data, total, isPending, error, refetch } = useGetList<WarningRow>(WARNINGS_ROUTE.slice(1), {
    filter: PENDING_FILTER,
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });

  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('statistics.chart.retry')}
          </Button>
        }
      >
        {apiErrorText({ message: (error as Error).message, code: -1 }, translate)}
      </Alert>
    );
  } else if (isPending) {
    body = Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={52} />);
  } else if (!data || data.length === 0) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('dashboard.latest.empty')}
      </Typography>
    );
  } else {
    body = (
      <List dense disablePadding data-testid="latest-warnings">
        {data.map((warning) => (
          <ListItem key={warning.id} disablePadding divider>
            <ListItemButton component={Link} to={warningPath(warning.id)} state={openedFrom(location)} sx={{ px: 1, borderRadius: 1 }}>
              <ListItemText
                primary={warning.content}
                secondary={
                  <>
                    {`${warning.company_name} · ${warning.check_name} · `}
                    <RelativeTime value={warning.created_at} />
                  </>
                }
                slotProps={{ primary: { noWrap: true, title: warning.content }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby="latest-warnings-title" sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="latest-warnings-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('dashboard.latest.title')}
          </Typography>
          {total !== undefined && total > 0 && <Chip size="small" color="error" label={formatNumber(total)} />}
          <Button size="small" endIcon={<ArrowForwardIcon />} component={Link} to={listPath(WARNINGS_ROUTE, PENDING_FILTER)} sx={{ ml: 'auto' }} data-testid="view-pending">
            {translate('dashboard.latest.view_all')}
          </Button>
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
}
