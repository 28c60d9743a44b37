import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegistry } from '../../schema/RegistryContext';
import { describePath, type PathInfo } from '../navigation';
import { pathTitle, useAccessibleRoutes, useAllNavRoutes, useRecordName } from '../useNavRoutes';
import { TagContextMenu, type TagMenuTarget } from './TagContextMenu';
import type { TagsViewState } from './useTagsView';
import type { VisitedTag } from './tags';
import { useStartListOnClick } from '../../schema/earlyList';
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
  active: boolean;
  activeRef: RefObject<HTMLDivElement | null>;
  close: TagsViewState['close'];
  setTitle: TagsViewState['setTitle'];
  onMenu: (event: MouseEvent<HTMLElement>, tag: VisitedTag) => void;
}

/**
 * One tab: a link with the page's title (a record's name once known) and a close button. A
 * navigation renders the tab it leaves and the one it opens, not the others.
 */
const Tag = memo(function Tag({ tag, info, active, activeRef, close, setTitle, onMenu }: TagProps) {
  const translate = useTranslate();
  const startList = useStartListOnClick();
  const name = useRecordName(info);
  useEffect(() => {
    if (name && name !== tag.title) setTitle(tag.path, name);
  }, [name, tag.title, tag.path, setTitle]);
  const title = pathTitle(info, translate, name ?? tag.title);
  return (
    <Box
      ref={active ? activeRef : undefined}
      data-testid="tag"
      data-path={tag.path}
      data-active={active || undefined}
      onContextMenu={(event: MouseEvent<HTMLElement>) => onMenu(event, tag)}
      onMouseDown={(event: MouseEvent) => event.button === 1 && event.preventDefault()}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== 1) return;
        event.preventDefault();
        if (!tag.affix) close(tag.path);
      }}
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        height: 26,
        border: 1,
        borderRadius: '2px',
        fontSize: 12,
        borderColor: (theme) => (active ? theme.palette.primary.main : theme.shell.border),
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: (theme) => (active ? theme.palette.primary.contrastText : theme.shell.tagText),
      }}
    >
      <Box
        component={PlainLink}
        to={tag.fullPath}
        onClick={(event: MouseEvent) => startList(tag.fullPath, event)}
        aria-current={active ? 'page' : undefined}
        // A long company name is cut with an ellipsis; the whole name shows on hover.
        title={title}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          height: '100%',
          pl: '8px',
          pr: tag.affix ? '8px' : '2px',
          color: 'inherit',
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          outlineOffset: -2,
          '&::before': active ? { content: '""', flex: 'none', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor', mr: '4px' } : undefined,
        }}
      >
        <Box component="span" sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </Box>
      </Box>
      {!tag.affix && (
        <ButtonBase
          aria-label={translate('shell.tags.close_tab', { title })}
          onClick={() => close(tag.path)}
          sx={{ width: 16, height: 16, mr: '4px', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(0,0,0,.2)' } }}
        >
          <CloseIcon sx={{ fontSize: 12 }} />
        </ButtonBase>
      )}
    </Box>
  );
});

/** The visited-tabs bar (spec §2): refresh, close, close others, close all; affixed tabs stay. */
export function TagsView({ state }: { state: TagsViewState }) {
  const translate = useTranslate();
  const registry = useRegistry();
  const allRoutes = useAllNavRoutes();
  const { routes: accessible, isPending } = useAccessibleRoutes();
  const barRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<TagMenuTarget | null>(null);
  const { tags, activePath } = state;

  // In the next frame: measured in the effect, the tabs would lay out the whole new page once
  // more before its first paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => scrollIntoBar(barRef.current, activeRef.current));
    return () => cancelAnimationFrame(frame);
  }, [activePath, tags.length]);

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
      <Box ref={barRef} sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: '5px', height: 34, px: '15px', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}>
        {shown.map(({ tag, info }) => (
          <Tag key={tag.path} tag={tag} info={info} active={tag.path === activePath} activeRef={activeRef} close={close} setTitle={state.setTitle} onMenu={openMenu} />
        ))}
      </Box>
      <TagContextMenu target={menu} onClose={closeMenu} actions={actions} />
    </Box>
  );
}
