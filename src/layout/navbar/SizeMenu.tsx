import { useState } from 'react';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { updateSettings, useSettings } from '../../settings';
import { UI_SIZES, type UiSize } from '../../theme';

/** Spec §2's size selector: the whole theme scales; the choice is kept in cookie `size`. */
export function SizeMenu() {
  const translate = useTranslate();
  const notify = useNotify();
  const { size } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: UiSize) => {
    setAnchor(null);
    if (next === size) return;
    updateSettings({ size: next });
    notify('shell.size.switched', { type: 'success' });
  };

  return (
    <>
      <Tooltip title={translate('shell.size.label')}>
        <IconButton color="inherit" aria-label={translate('shell.size.label')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-tour="size">
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {UI_SIZES.map((option) => (
          <MenuItem key={option} selected={option === size} aria-current={option === size || undefined} onClick={() => choose(option)}>
            {translate(`shell.size.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
