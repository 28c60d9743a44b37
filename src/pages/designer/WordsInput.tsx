import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang, type Words } from '../../../server/src/entities/language/document';
import { useProblemAt } from './problems';

/** One input per problem place: its problem under it. */
function WordInput({ lang, value, place, label, onChange }: { lang: Lang; value: string; place: string; label: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const problem = useProblemAt(`${place}.${lang}`);
  return (
    <TextField
      size="small"
      label={`${label} · ${t(`designer.lang.${lang}`)}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem}
      slotProps={{ htmlInput: { lang, 'data-place': `${place}.${lang}` } }}
      sx={{ flex: '1 1 160px' }}
    />
  );
}

/** Words in zh, en and es, side by side (stacked on a phone), each with its problem. */
export function WordsInput({ value, place, label, onChange }: { value: Partial<Words> | undefined; place: string; label: string; onChange: (next: Words) => void }) {
  const problem = useProblemAt(place);
  const words: Words = { zh: '', en: '', es: '', ...value };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={label}>
      {LANGUAGES.map((lang) => (
        <WordInput key={lang} lang={lang} value={words[lang]} place={place} label={label} onChange={(v) => onChange({ ...words, [lang]: v })} />
      ))}
      {problem && !value && <span role="alert">{problem}</span>}
    </Stack>
  );
}
