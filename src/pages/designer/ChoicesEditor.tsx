import { Button, FormHelperText, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { ChoiceDefinition } from '../../../server/src/entities/language/document';
import { PlacedText } from './PlacedInputs';
import { useProblemAt } from './problems';
import { WordsInput } from './WordsInput';
import { emptyWords } from './draft';

/** A choice field's values and their words; a value taken out may be refused while records use it (the plan says). */
export function ChoicesEditor({ place, choices, onChange, disabled }: { place: string; choices: ChoiceDefinition[]; onChange: (next: ChoiceDefinition[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const problem = useProblemAt(place);
  const setAt = (i: number, choice: ChoiceDefinition) => onChange(choices.map((c, j) => (j === i ? choice : c)));
  return (
    <Stack spacing={1.5} role="group" aria-label={t('designer.field.choices')}>
      {choices.map((choice, i) => (
        <Stack key={i} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <PlacedText place={`${place}.${i}.value`} label={t('designer.field.choice_value')} value={choice.value} disabled={disabled} onChange={(v) => setAt(i, { ...choice, value: v ?? '' })} />
          <WordsInput place={`${place}.${i}.label`} label={t('designer.field.choice_words')} value={choice.label} onChange={(label) => setAt(i, { ...choice, label })} />
          <Tooltip title={t('designer.field.choice_remove')}>
            <span>
              <IconButton aria-label={t('designer.field.choice_remove')} disabled={disabled || choices.length < 2} onClick={() => onChange(choices.filter((_c, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      <div>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => onChange([...choices, { value: `choice_${choices.length + 1}`, label: emptyWords() }])}>
          {t('designer.field.choice_add')}
        </Button>
      </div>
    </Stack>
  );
}
