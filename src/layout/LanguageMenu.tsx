import { useState } from 'react';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n';

/** The navbar's language choice; it persists (cookie `language`) and says so. */
export function LanguageMenu() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = async (language: (typeof LANGUAGES)[number]) => {
    setAnchor(null);
    if (language === locale) return;
    await setLocale(language);
    notify('app.language.switched', { type: 'success' });
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
