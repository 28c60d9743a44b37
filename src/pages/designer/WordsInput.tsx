import { FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang, type Words } from '../../../server/src/entities/language/document';
import { useProblemAt } from './problems';

/** One language's word: its problem under it. Seen as the language, read out with what it names. */
function WordInput({ lang, value, place, label, onChange }: { lang: Lang; value: string; place: string; label: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const problem = useProblemAt(`${place}.${lang}`);
  return (
    <TextField
      size="small"
      label={t(`designer.lang.${lang}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem}
      slotProps={{ htmlInput: { lang, 'aria-label': `${label} · ${t(`designer.lang.${lang}`)}`, 'data-place': `${place}.${lang}` } }}
      sx={{ flex: '1 1 150px' }}
    />
  );
}

/** Words in zh, en and es under what they name, side by side (stacked on a phone), each with its problem. */
export function WordsInput({ value, place, label, onChange }: { value: Partial<Words> | undefined; place: string; label: string; onChange: (next: Words) => void }) {
  const problem = useProblemAt(place);
  const words: Words = { zh: '', en: '', es: '', ...value };
  return (
    <Stack spacing={0.75} role="group" aria-label={label} sx={{ flex: '1 1 100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {LANGUAGES.map((lang) => (
          <WordInput key={lang} lang={lang} value={words[lang]} place={place} label={label} onChange={(v) => onChange({ ...words, [lang]: v })} />
        ))}
      </Stack>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
