import { memo } from 'react';
import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenTabs } from './useTagsView';
import type { VisitedTag } from './tags';

export interface TagMenuTarget {
  tag: VisitedTag;
  top: number;
  left: number;
}

/** Spec §9: the tab's context menu is 105 px wide. */
export const TAG_MENU_WIDTH = 105;

type TagActions = Pick<OpenTabs, 'refresh' | 'close' | 'closeOthers' | 'closeAll'>;

/** The tab's context menu; its actions stay the same between navigations, so it is not drawn again by one. */
export const TagContextMenu = memo(function TagContextMenu({ target, onClose, actions }: { target: TagMenuTarget | null; onClose: () => void; actions: TagActions }) {
  const translate = useTranslate();
  const run = (action: (path: string) => void) => () => {
    const path = target?.tag.path;
    onClose();
    if (path) action(path);
  };
  return (
    <Menu
      open={!!target}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.top, left: target.left } : undefined}
      aria-label={translate('shell.tags.actions')}
      slotProps={{ paper: { sx: { width: TAG_MENU_WIDTH }, 'data-testid': 'tag-menu' } as object }}
    >
      <MenuItem dense onClick={run(actions.refresh)}>
        {translate('shell.tags.refresh')}
      </MenuItem>
      {!target?.tag.affix && (
        <MenuItem dense onClick={run(actions.close)}>
          {translate('shell.tags.close')}
        </MenuItem>
      )}
      <MenuItem dense onClick={run(actions.closeOthers)}>
        {translate('shell.tags.close_others')}
      </MenuItem>
      <MenuItem dense onClick={run(() => actions.closeAll())}>
        {translate('shell.tags.close_all')}
      </MenuItem>
    </Menu>
  );
});
