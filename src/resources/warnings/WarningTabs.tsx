import { Box, Tab, Tabs } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HANDLING_ROUTE, WARNINGS_ROUTE } from './paths';

/** Switches between the warning list and the handling records (each keeps its own filters). */
export function WarningTabs({ current }: { current: 'list' | 'handling' }) {
  const translate = useTranslate();
  const { canAccess: canHandling } = useCanAccess({ resource: HANDLING_ROUTE.slice(1), action: 'list' });
  if (!canHandling && current === 'list') return null;
  return (
    <Box component="nav" aria-label={translate('resources.warnings.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="list" label={translate('resources.warnings.tabs.list')} component={Link} to={WARNINGS_ROUTE} />
        {canHandling && <Tab value="handling" label={translate('resources.warnings.tabs.handling')} component={Link} to={HANDLING_ROUTE} />}
      </Tabs>
    </Box>
  );
}
