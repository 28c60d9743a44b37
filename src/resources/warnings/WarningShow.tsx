import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Divider, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { RelativeTime } from '../../widgets/RelativeTime';
import type { WarningRow } from './calls';
import { CallStatus } from './CallStatus';
import { HandlingTimeline } from './HandlingTimeline';
import { InspectionPanel } from './InspectionPanel';
import { backAction, toggledState, viewOf, warningPath, WARNINGS_ROUTE, type WarningView } from './paths';
import { HandleStatusChip, IdentityChip } from './WarningChips';

const RESOURCE = WARNINGS_ROUTE.slice(1);

function BackButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    const action = backAction(location.state);
    if ('delta' in action) navigate(action.delta);
    else navigate(action.to);
  };
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={back} title={translate('resources.warnings.show.back_hint')} data-testid="warning-back">
      {translate('resources.warnings.show.back')}
    </Button>
  );
}

/** What the warning says, who reported it and its handling state (from the warning list call). */
function WarningSummary({ id }: { id: string }) {
  const result = useGetOne(RESOURCE, { id }, { retry: false });
  const { isPending, error, refetch } = result;
  const data = result.data as WarningRow | undefined;
  if (!data) return <CallStatus isPending={isPending} error={error as { message: string; code?: number } | null} refetch={() => void refetch()} notFound="resources.warnings.show.not_found" lines={2} />;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.4, wordBreak: 'break-word' }}>
        {data.content}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}>
        <HandleStatusChip status={data.handle_status} />
        <IdentityChip identity={data.identity} />
        <Typography variant="body2">{data.company_name}</Typography>
        <Typography variant="body2" aria-hidden>
          ·
        </Typography>
        <Typography variant="body2">{data.check_name}</Typography>
        <Typography variant="body2" aria-hidden>
          ·
        </Typography>
        <Typography variant="body2">
          <RelativeTime value={data.created_at} />
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * /warn/index/:id/show: one warning, toggling between the inspection's details and the
 * handling timeline (`?view=handling`); each view has its own URL and history entry, and
 * the back button returns to the page that opened the warning exactly as it was.
 */
export default function WarningShow() {
  const translate = useTranslate();
  const location = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const view = viewOf(location.search);
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'show' });

  const toggle = (next: WarningView) => (event: MouseEvent) => {
    // The active tab stays put: no duplicate history entry.
    if (next === view) event.preventDefault();
  };

  return (
    <Box sx={{ mt: 1, maxWidth: 1100 }}>
      <Title title={translate('resources.warnings.show.title', { id })} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <BackButton />
        <Typography variant="h6" component="h1" sx={{ fontSize: '1.1rem' }}>
          {translate('resources.warnings.show.title', { id })}
        </Typography>
      </Stack>
      <Card variant="outlined">
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : !canAccess ? (
          <CardContent>
            <Alert severity="warning">{translate('resources.warnings.show.denied')}</Alert>
          </CardContent>
        ) : (
          <>
            <CardContent>
              <WarningSummary id={id} />
            </CardContent>
            <Divider />
            <Box component="nav" aria-label={translate('resources.warnings.show.views')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
              <Tabs value={view} variant="scrollable" allowScrollButtonsMobile>
                {(['detail', 'handling'] as const).map((v) => (
                  <Tab
                    key={v}
                    value={v}
                    label={translate(`resources.warnings.show.${v}`)}
                    component={Link}
                    to={warningPath(id, v)}
                    state={toggledState(location.state)}
                    onClick={toggle(v)}
                    data-testid={`warning-view-${v}`}
                  />
                ))}
              </Tabs>
            </Box>
            <CardContent>{view === 'detail' ? <InspectionPanel id={id} /> : <HandlingTimeline id={id} />}</CardContent>
          </>
        )}
      </Card>
    </Box>
  );
}
