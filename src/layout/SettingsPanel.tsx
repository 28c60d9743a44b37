import { useEffect, useRef, type ChangeEvent } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Divider, Drawer, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { updateSettings, useSettings, type Settings } from '../settings';
import { PRESET_COLORS } from '../theme';
import { contrastRatio } from '../theme/contrast';

/** The native picker reports every drag step; the theme is rebuilt once per frame at most. */
function useFrameThrottled(apply: (value: string) => void) {
  const next = useRef<string | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return (value: string) => {
    next.current = value;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (next.current) apply(next.current);
    });
  };
}

function ThemeColorChoice() {
  const translate = useTranslate();
  const { primary } = useSettings();
  const setCustom = useFrameThrottled((color) => updateSettings({ primary: color }));
  return (
    <>
      <Box role="group" aria-label={translate('shell.settings.theme')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {PRESET_COLORS.map((color) => {
          const chosen = color.toLowerCase() === primary.toLowerCase();
          return (
            <ButtonBase
              key={color}
              aria-label={translate('shell.settings.swatch', { color })}
              aria-pressed={chosen}
              onClick={() => updateSettings({ primary: color })}
              data-color={color}
              sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider', '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 } }}
            >
              {chosen && <CheckIcon fontSize="small" sx={{ color: contrastRatio(color, '#ffffff') >= 3 ? '#ffffff' : '#000000' }} />}
            </ButtonBase>
          );
        })}
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}>
        <Box
          component="input"
          type="color"
          value={primary.toLowerCase()}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setCustom(event.target.value)}
          data-testid="custom-color"
          sx={{ width: 36, height: 28, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }}
        />
        <Typography component="span" variant="body2">
          {translate('shell.settings.custom')}
        </Typography>
      </Box>
    </>
  );
}

const SWITCHES: { key: keyof Pick<Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>; label: string }[] = [
  { key: 'tagsView', label: 'shell.settings.tags_view' },
  { key: 'fixedHeader', label: 'shell.settings.fixed_header' },
  { key: 'sidebarLogo', label: 'shell.settings.sidebar_logo' },
];

/** The panel itself, loaded the first time the handle is used. */
export default function SettingsPanel({ open, onClose, titleId }: { open: boolean; onClose: () => void; titleId: string }) {
  const translate = useTranslate();
  const settings = useSettings();
  const switchSx = { display: 'flex', justifyContent: 'space-between', ml: 0, mr: 0, py: 0.5 };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ backdrop: { invisible: true }, paper: { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'settings-drawer' } as object }}
    >
      <Box sx={{ width: 280, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {translate('shell.settings.title')}
          </Typography>
          <IconButton aria-label={translate('shell.settings.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {translate('shell.settings.theme')}
        </Typography>
        <ThemeColorChoice />
        <Divider sx={{ my: 2 }} />
        {SWITCHES.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            labelPlacement="start"
            sx={switchSx}
            label={translate(label)}
            control={<Switch checked={settings[key]} onChange={(_, checked) => updateSettings({ [key]: checked })} data-setting={key} />}
          />
        ))}
        <FormControlLabel
          labelPlacement="start"
          sx={switchSx}
          label={translate('shell.settings.dark_mode')}
          control={<Switch checked={settings.mode === 'dark'} onChange={(_, checked) => updateSettings({ mode: checked ? 'dark' : 'light' })} data-setting="dark" />}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {translate('shell.settings.note')}
        </Typography>
      </Box>
    </Drawer>
  );
}
