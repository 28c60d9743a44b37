import { useEffect, useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n';

// react-admin re-mounts the app when the locale changes, so the success message is shown by
// the menu of the re-mounted app rather than by the one that asked for the change.
let announceSwitch = false;

/** The navbar's language choice; it persists (cookie `language`) and says so. */
export function LanguageMenu() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // Only a freshly mounted menu announces: the one that asked re-renders with the new locale
  // just before the re-mount, and a message sent then would vanish with the old app.
  useEffect(() => {
    if (!announceSwitch) return;
    announceSwitch = false;
    notify('app.language.switched', { type: 'success' });
  }, [notify]);

  const choose = async (language: (typeof LANGUAGES)[number]) => {
    setAnchor(null);
    if (language === locale) return;
    announceSwitch = true;
    await setLocale(language);
  };

  return (
    <>
      <Tooltip title={translate('app.language.label')}>
        <IconButton color="inherit" aria-label={translate('app.language.label')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === locale} lang={language} onClick={() => void choose(language)}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
