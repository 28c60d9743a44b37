import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegistry } from '../../schema/RegistryContext';
import { describePath, type PathInfo } from '../navigation';
import { pathTitle, useAccessibleRoutes, useAllNavRoutes, useRecordName } from '../useNavRoutes';
import { TagContextMenu, type TagMenuTarget } from './TagContextMenu';
import type { OpenTabs } from './useTagsView';
import { normalizePath, type VisitedTag } from './tags';
import { useRouterSelect } from '../shellRouter';
import { useStartListOnClick } from '../../loading/listFirstPage';
import { PlainLink } from '../../widgets/PlainLink';

/** Keeps the active tab visible inside the horizontally scrolling bar. */
function scrollIntoBar(bar: HTMLElement | null, tab: HTMLElement | null) {
  if (!bar || !tab) return;
  const left = tab.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left < bar.scrollLeft) bar.scrollLeft = Math.max(0, left - 8);
  else if (right > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = right - bar.clientWidth + 8;
}

interface TagProps {
  tag: VisitedTag;
  info: PathInfo;
  barRef: RefObject<HTMLDivElement | null>;
  close: OpenTabs['close'];
  setTitle: OpenTabs['setTitle'];
  onMenu: (event: MouseEvent<HTMLElement>, tag: VisitedTag) => void;
}

/**
 * One tab: a link with the page's title (a record's name once known) and a close button. It
 * asks the router only whether it is the page: a navigation draws again the tab it leaves and
 * the one it opens, and in them only the marks of the active tab (the bar's styles follow them).
 */
const Tag = memo(function Tag({ tag, info, barRef, close, setTitle, onMenu }: TagProps) {
  const translate = useTranslate();
  const startList = useStartListOnClick();
  const active = useRouterSelect((location) => normalizePath(location.pathname) === tag.path);
  const name = useRecordName(info);
  useEffect(() => {
    if (name && name !== tag.title) setTitle(tag.path, name);
  }, [name, tag.title, tag.path, setTitle]);
  const title = pathTitle(info, translate, name ?? tag.title);
  const own = useRef<HTMLDivElement>(null);
  // The tab opened is scrolled into the bar in the next frame: measured at once, the bar would
  // lay out the whole new page once more before its first paint.
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => scrollIntoBar(barRef.current, own.current));
    return () => cancelAnimationFrame(frame);
  }, [active, barRef]);
  const closeButton = useMemo(
    () =>
      tag.affix ? null : (
        <ButtonBase className="tag-close" aria-label={translate('shell.tags.close_tab', { title })} onClick={() => close(tag.path)}>
          <CloseIcon fontSize="inherit" />
        </ButtonBase>
      ),
    [tag.affix, tag.path, title, translate, close],
  );
  return (
    <div
      ref={own}
      className="tag"
      data-testid="tag"
      data-path={tag.path}
      data-affix={tag.affix || undefined}
      data-active={active || undefined}
      onContextMenu={(event: MouseEvent<HTMLElement>) => onMenu(event, tag)}
      onMouseDown={(event: MouseEvent) => event.button === 1 && event.preventDefault()}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== 1) return;
        event.preventDefault();
        if (!tag.affix) close(tag.path);
      }}
    >
      <PlainLink
        className="tag-link"
        to={tag.fullPath}
        onClick={(event: MouseEvent) => startList(tag.fullPath, event)}
        aria-current={active ? 'page' : undefined}
        // A long company name is cut with an ellipsis; the whole name shows on hover.
        title={title}
      >
        <span>{title}</span>
      </PlainLink>
      {closeButton}
    </div>
  );
});

// The tabs' looks, set once on the bar: a tab is plain elements, and the active one differs
// only by its attributes.
const BAR_SX = (theme: Theme) =>
  ({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '5px',
    height: 34,
    px: '15px',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    '& .tag': {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      height: 26,
      border: '1px solid',
      borderRadius: '2px',
      fontSize: 12,
      borderColor: theme.shell.border,
      bgcolor: 'background.paper',
      color: theme.shell.tagText,
    },
    '& .tag[data-active]': { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' },
    '& .tag-link': {
      display: 'inline-flex',
      alignItems: 'center',
      height: '100%',
      pl: '8px',
      pr: '2px',
      color: 'inherit',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      outlineOffset: -2,
      '& > span': { maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' },
    },
    '& .tag[data-affix] .tag-link': { pr: '8px' },
    '& .tag[data-active] .tag-link::before': { content: '""', flex: 'none', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor', mr: '4px' },
    '& .tag-close': { width: 16, height: 16, mr: '4px', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(0,0,0,.2)' } },
  }) as const;

/** The visited-tabs bar (spec §2): refresh, close, close others, close all; affixed tabs stay. */
export function TagsView({ state }: { state: OpenTabs }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const allRoutes = useAllNavRoutes();
  const { routes: accessible, isPending } = useAccessibleRoutes();
  const barRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<TagMenuTarget | null>(null);
  const { tags } = state;

  // A tab opened or closed may push the active one out of sight (a navigation: the tab, Tag).
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollIntoBar(barRef.current, barRef.current?.querySelector<HTMLElement>('[data-active]') ?? null));
    return () => cancelAnimationFrame(frame);
  }, [tags.length]);

  // A vertical wheel scrolls the bar sideways when it overflows.
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const onWheel = (event: WheelEvent) => {
      if (bar.scrollWidth <= bar.clientWidth || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      event.preventDefault();
      bar.scrollLeft += event.deltaY;
    };
    bar.addEventListener('wheel', onWheel, { passive: false });
    return () => bar.removeEventListener('wheel', onWheel);
  }, []);

  const shown = useMemo(
    () =>
      tags
        .map((tag) => ({ tag, info: describePath(tag.path, allRoutes, registry.all) }))
        .filter((shown): shown is { tag: VisitedTag; info: PathInfo } => !!shown.info && (isPending || accessible.some((r) => r.path === shown.info!.route.path))),
    [tags, allRoutes, registry, isPending, accessible],
  );

  const closeMenu = useCallback(() => setMenu(null), []);
  const { refresh, close, closeOthers, closeAll } = state;
  const actions = useMemo(() => ({ refresh, close, closeOthers, closeAll }), [refresh, close, closeOthers, closeAll]);
  const openMenu = useCallback((event: MouseEvent<HTMLElement>, tag: VisitedTag) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    // The context-menu key reports no pointer position: open under the tab then.
    const keyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({ tag, top: keyboard ? box.bottom : event.clientY, left: keyboard ? box.left : event.clientX });
  }, []);

  return (
    <Box
      component="nav"
      aria-label={translate('shell.tags.label')}
      data-tour="tags"
      data-testid="tags-view"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: (theme) => theme.shell.border, boxShadow: '0 1px 3px 0 rgba(0,0,0,.08)' }}
    >
      <Box ref={barRef} sx={BAR_SX}>
        {shown.map(({ tag, info }) => (
          <Tag key={tag.path} tag={tag} info={info} barRef={barRef} close={close} setTitle={state.setTitle} onMenu={openMenu} />
        ))}
      </Box>
      <TagContextMenu target={menu} onClose={closeMenu} actions={actions} />
    </Box>
  );
}
