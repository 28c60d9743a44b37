import { memo } from 'react';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box } from '@mui/material';
import { TitlePortal, useTranslate } from 'react-admin';
import { groupTitle } from '../../routing/navigation';
import { usePathInfo } from '../../routing/useNavRoutes';
import { PlainLink } from '../../widgets/PlainLink';

// Plain elements, styled once here: a navigation draws again only the crumbs that change.
const BREADCRUMB_SX = {
  minWidth: 0,
  flex: 1,
  overflow: 'hidden',
  '& ol': { display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap', fontSize: 14 },
  '& li': { display: 'flex', alignItems: 'center', minWidth: 0 },
  '& li:first-of-type': { flex: 'none' },
  '& li.crumb-record:not([data-shown])': { display: 'none' },
  // Long names (Spanish at 768 px) shorten with an ellipsis each, instead of running into the next.
  '& a': { color: 'text.primary', fontWeight: 600, textDecoration: 'none', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', '&:hover, &:focus-visible': { textDecoration: 'underline' } },
  '& .crumb-text': { color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .crumb-separator': { color: 'text.secondary', mx: 0.25, flex: 'none' },
} as const;

const separator = <NavigateNextIcon fontSize="small" className="crumb-separator" aria-hidden />;
// Always mounted: react-admin's <Title> finds its portal once, when the view mounts.
const recordTitle = <TitlePortal variant="inherit" component="span" color="text.secondary" sx={{ flex: '0 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }} />;

const Crumb = memo(function Crumb({ label, to, first, current }: { label: string; to?: string; first: boolean; current: boolean }) {
  return (
    <li>
      {!first && separator}
      {to ? (
        <PlainLink to={to}>{label}</PlainLink>
      ) : (
        <span className="crumb-text" aria-current={current ? 'page' : undefined}>
          {label}
        </span>
      )}
    </li>
  );
});

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
    <Box component="nav" aria-label={translate('shell.navbar.breadcrumb')} sx={BREADCRUMB_SX} data-testid="breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <Crumb key={crumb.key} label={crumb.label} to={crumb.to} first={i === 0} current={i === crumbs.length - 1 && !record} />
        ))}
        <li className="crumb-record" data-shown={record || undefined} aria-current={record ? 'page' : undefined}>
          {separator}
          {recordTitle}
        </li>
      </ol>
    </Box>
  );
}
