import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { TitlePortal, useTranslate } from 'react-admin';
import { groupTitle } from '../navigation';
import { usePathInfo } from '../useNavRoutes';
import { PlainLink } from '../../widgets/PlainLink';

const separator = <NavigateNextIcon fontSize="small" sx={{ color: 'text.secondary', mx: 0.25 }} aria-hidden />;

/**
 * Home › group › page, and on a record page the record's own title: the view's <Title>
 * renders into the portal at the end, so the breadcrumb names the record without another call.
 */
export function Breadcrumb() {
  const translate = useTranslate();
  const info = usePathInfo();
  const record = !!info && info.kind !== 'list' && info.kind !== 'page';
  const crumbs: { key: string; label: string; to?: string }[] = [];
  if (info) {
    const atHome = info.route.path === '/';
    crumbs.push({ key: 'home', label: translate('menu.home'), to: atHome ? undefined : '/' });
    const group = info.route.group !== 'home' && info.route.group !== 'help' ? translate(groupTitle(info.route.group)) : undefined;
    // A group named like its only page (报警管理 › 报警管理) is said once.
    if (group && group !== translate(info.route.title)) crumbs.push({ key: 'group', label: group });
    if (!atHome) crumbs.push({ key: 'route', label: translate(info.route.title), to: record ? info.route.path : undefined });
  }

  return (
    <Box component="nav" aria-label={translate('shell.navbar.breadcrumb')} sx={{ minWidth: 0, flex: 1, overflow: 'hidden' }} data-testid="breadcrumb">
      <Box component="ol" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap', fontSize: 14 }}>
        {crumbs.map((crumb, i) => (
          <Box component="li" key={crumb.key} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
            {i > 0 && separator}
            {crumb.to ? (
              <MuiLink component={PlainLink} to={crumb.to} underline="hover" color="text.primary" sx={{ fontWeight: 600 }}>
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography component="span" variant="inherit" color="text.secondary" aria-current={i === crumbs.length - 1 && !record ? 'page' : undefined} noWrap>
                {crumb.label}
              </Typography>
            )}
          </Box>
        ))}
        {/* Always mounted: react-admin's <Title> finds its portal once, when the view mounts. */}
        <Box component="li" sx={{ display: record ? 'flex' : 'none', alignItems: 'center', minWidth: 0 }} aria-current={record ? 'page' : undefined}>
          {separator}
          <TitlePortal variant="inherit" component="span" color="text.secondary" sx={{ flex: 'none', minWidth: 0 }} />
        </Box>
      </Box>
    </Box>
  );
}
