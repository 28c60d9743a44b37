import { useId, useState, type FormEvent, type Ref } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../../api';

/** As the server checks it (docs/API.md, SavedView). */
export const MAX_NAME = 40;

interface Props {
  /** i18n keys */
  label: string;
  submit: string;
  /** i18n key of a line under the input, while it shows no error. */
  hint?: string;
  initial?: string;
  autoFocus?: boolean;
  /** Rejects with the server's error; a field message shows under the input. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A view's name, for saving or renaming: checked here first, then by the server; a failure keeps what was typed. */
export function NameForm({ label, submit, hint, initial = '', autoFocus, onSubmit, onCancel, testId, inputRef }: Props) {
  const translate = useTranslate();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(translate('listViews.views.name_required'));
    if (trimmed.length > MAX_NAME) return setError(translate('listViews.views.name_too_long', { max: MAX_NAME }));
    setPending(true);
    setError(undefined);
    try {
      await onSubmit(trimmed);
      if (!initial) setName('');
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fields : {};
      // Other failures are reported by the API client's notification.
      setError(fields.name ?? fields.state);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={send} data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        id={id}
        size="small"
        label={translate(label)}
        value={name}
        autoFocus={autoFocus}
        inputRef={inputRef}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Escape cancels the rename instead of closing the whole dialog.
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation();
            onCancel();
          }
        }}
        error={!!error}
        helperText={error ?? (hint && translate(hint))}
        slotProps={{ htmlInput: { maxLength: MAX_NAME + 10 } }}
        sx={{ flex: '1 1 180px', minWidth: 0 }}
      />
      <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
        <Button type="submit" variant="contained" size="medium" disabled={pending}>
          {translate(submit)}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
