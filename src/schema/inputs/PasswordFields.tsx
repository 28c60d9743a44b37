import { Box, LinearProgress, Typography } from '@mui/material';
import { PasswordInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useInputSize } from '../../theme/useInputSize';
import { passwordStrength } from '../passwordStrength';
import { matches } from '../validators';

const COLORS = { weak: 'error', fair: 'warning', good: 'info', strong: 'success' } as const;

/** A live hint of how strong the typed password is; silent while empty. */
export function StrengthMeter({ source }: { source: string }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const strength = passwordStrength(typeof value === 'string' ? value : '');
  return (
    <Box sx={{ mt: -0.5, mb: 1, minHeight: 28 }} data-testid={`${source}-strength`}>
      {strength && (
        <>
          <LinearProgress
            variant="determinate"
            value={strength.score * 25}
            color={COLORS[strength.level]}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {translate('schema.password.strength', { level: translate(`schema.password.level.${strength.level}`) })}
          </Typography>
        </>
      )}
    </Box>
  );
}

interface Props {
  source: string;
  label: string;
  validate?: Validator[];
  mode: 'create' | 'edit';
  confirm?: boolean;
  autoFocus?: boolean;
  /** The shortest password the server takes, for the hint. */
  minLength: number;
}

/**
 * A password typed twice with a strength hint. Never filled from a record: on edit it starts
 * empty, and empty means "keep the current password" (the data provider leaves it out).
 */
export function PasswordFields({ source, label, validate, mode, confirm, autoFocus, minLength }: Props) {
  const translate = useTranslate();
  const size = useInputSize();
  return (
    <Box>
      <PasswordInput
        size={size}
        source={source}
        label={label}
        validate={validate}
        autoComplete="new-password"
        autoFocus={autoFocus}
        fullWidth
        helperText={mode === 'edit' ? translate('app.form.password_keep') : translate('schema.password.never_shown', { min: minLength })}
      />
      <StrengthMeter source={source} />
      {confirm && (
        <PasswordInput
          size={size}
          source={`${source}_confirm`}
          label="app.form.password_confirm"
          autoComplete="new-password"
          fullWidth
          validate={matches(source)}
        />
      )}
    </Box>
  );
}
