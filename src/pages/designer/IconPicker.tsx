import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ICONS, type IconName } from '../../../server/src/entities/language/document';
import { ENTITY_ICONS } from '../../schema/definitions/icons';
import { useProblemAt } from './problems';

/** The menu icon, picked among the language's icons, each drawn (its name as its tooltip). */
export function IconPicker({ value, onChange }: { value: string | undefined; onChange: (icon: IconName) => void }) {
  const { t } = useTranslation();
  const problem = useProblemAt('menu.icon');
  return (
    <FormControl error={!!problem} component="fieldset">
      <FormLabel component="legend">{t('designer.entity.icon')}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value ?? null}
        onChange={(_e, next: IconName | null) => next && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {ICONS.map((name) => {
          const Icon = ENTITY_ICONS[name];
          return (
            <Tooltip key={name} title={name}>
              <ToggleButton value={name} aria-label={name}>
                <Icon fontSize="small" />
              </ToggleButton>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
