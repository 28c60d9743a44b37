import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { memo } from 'react';
import { listPath, WARNINGS_ROUTE } from './paths';
import { usePendingCount } from './pendingCount';
import { PlainLink } from '../../widgets/PlainLink';

/** The largest number the badge shows; above it, "99+". */
const MAX_SHOWN = 99;

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
  // The name holds the number the badge shows (over MAX_SHOWN, "99+"), then the exact count.
  const label = !known
    ? translate('resources.warnings.badge.unavailable')
    : count > MAX_SHOWN
      ? translate('resources.warnings.badge.count_over', { shown: `${MAX_SHOWN}+`, total: count })
      : translate('resources.warnings.badge.count', { smart_count: count });
  return <Bell label={label} count={known ? count : undefined} />;
}

// The count is asked again after a navigation; the bell is drawn again only when it changes.
const Bell = memo(function Bell({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} component={PlainLink} to={listPath(WARNINGS_ROUTE, { handle_status: 0 })} data-testid="warning-badge">
        <Badge color="error" max={MAX_SHOWN} badgeContent={count ?? 0} invisible={!count} data-count={count ?? ''}>
          {count ? <NotificationsIcon /> : <NotificationsNoneIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
});
