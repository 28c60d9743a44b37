import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listPath, WARNINGS_ROUTE } from './paths';
import { usePendingCount } from './pendingCount';

/**
 * The navbar's bell: how many warnings are pending, linking to them. Shown only to roles that
 * may list warnings; a server that does not answer leaves the bell without a number, never a
 * stream of error messages.
 */
export function WarningBadge() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: WARNINGS_ROUTE.slice(1), action: 'list' });
  const { count, stale } = usePendingCount(!!canAccess);
  if (!canAccess) return null;
  const known = count !== undefined && !stale;
  const label = known ? translate('resources.warnings.badge.count', { smart_count: count }) : translate('resources.warnings.badge.unavailable');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} component={Link} to={listPath(WARNINGS_ROUTE, { handle_status: 0 })} data-testid="warning-badge">
        <Badge color="error" max={99} badgeContent={known ? count : 0} invisible={!known || count === 0} data-count={known ? count : ''}>
          {known && count > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
