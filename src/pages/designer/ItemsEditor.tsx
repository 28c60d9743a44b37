import { Button, FormHelperText, IconButton, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { ITEM_FIELD_TYPES } from '../../../server/src/entities/language/document';
import { FieldRules } from './FieldRules';
import { PlacedNumber, PlacedSelect, PlacedText } from './PlacedInputs';
import { useProblemAt } from './problems';
import { WordsInput } from './WordsInput';
import { newField, type DraftField } from './draft';

interface Props {
  field: DraftField;
  place: string;
  disabled: boolean;
  onChange: (next: DraftField) => void;
}

/** One field of the rows: its name, type, words and its type's rules (a row's field is never unique). */
function RowField({ sub, place, n, disabled, onChange, onRemove }: { sub: DraftField; place: string; n: number; disabled: boolean; onChange: (next: DraftField) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('designer.items.field', { n })}>
      <Stack spacing={1.5}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <PlacedText place={`${place}.name`} label={t('designer.field.name')} value={sub.name} disabled={disabled} onChange={(v) => onChange({ ...sub, name: v ?? '' })} />
          {/* A new type keeps the name and the words: the old type's rules no longer fit. */}
          <PlacedSelect place={`${place}.type`} label={t('designer.field.type')} value={sub.type} disabled={disabled} onChange={(type) => onChange({ ...newField(type as DraftField['type'], []), name: sub.name, label: sub.label })}>
            {ITEM_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`designer.type.${type}`)}
              </MenuItem>
            ))}
          </PlacedSelect>
          <Tooltip title={t('designer.items.remove')}>
            <span>
              <IconButton aria-label={t('designer.items.remove')} disabled={disabled} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <WordsInput place={`${place}.label`} label={t('designer.field.label')} value={sub.label} onChange={(label) => onChange({ ...sub, label })} />
        <FieldRules field={sub} place={place} targets={[]} disabled={disabled} row onChange={onChange} />
      </Stack>
    </Paper>
  );
}

/** An `items` field: the most rows a record holds, and the fields of each row. */
export function ItemsEditor({ field, place, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const problem = useProblemAt(`${place}.fields`);
  const subs = field.fields ?? [];
  const setSubs = (fields: DraftField[]) => onChange({ ...field, fields: fields as typeof field.fields });
  return (
    <Stack spacing={1.5}>
      <PlacedNumber place={`${place}.max`} label={t('designer.items.max')} value={field.max} disabled={disabled} onChange={(max) => onChange({ ...field, max: max as number })} />
      <Typography variant="body2" color="text.secondary">
        {t('designer.items.fields')}
      </Typography>
      {subs.map((sub, j) => (
        <RowField
          key={j}
          sub={sub}
          n={j + 1}
          place={`${place}.fields.${j}`}
          disabled={disabled}
          onChange={(next) => setSubs(subs.map((s, k) => (k === j ? next : s)))}
          onRemove={() => setSubs(subs.filter((_s, k) => k !== j))}
        />
      ))}
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      <div>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => setSubs([...subs, newField('text', subs.map((s) => s.name))])}>
          {t('designer.items.add')}
        </Button>
      </div>
    </Stack>
  );
}
