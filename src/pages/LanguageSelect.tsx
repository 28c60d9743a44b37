import { useState } from 'react';
import { MenuItem, Snackbar, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n';

/** Language choice for the pages outside the admin layout. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const [switched, setSwitched] = useState(false);
  const choose = async (language: Language) => {
    await changeLanguage(language);
    setSwitched(true);
  };
  return (
    <>
      <TextField
      select
      size="small"
      label={t('app.language.label')}
      value={i18n.language}
      onChange={(e) => void choose(e.target.value as Language)}
      sx={{ minWidth: 120 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
    <Snackbar open={switched} autoHideDuration={3000} onClose={() => setSwitched(false)} message={t('app.language.switched')} />
    </>
  );
}
