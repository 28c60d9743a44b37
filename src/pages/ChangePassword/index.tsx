import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, required, minLength, maxLength, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { call, isApiError } from '../../api';
import { PasswordFields } from '../../schema/inputs/PasswordFields';
import { useInputSize } from '../../theme/useInputSize';
import { PageHeading } from '../../widgets/PageHeading';

/** The server's default minimum for console users (PASSWORD_MIN_LENGTH); it says so when it differs. */
const MIN_LENGTH = 12;

interface Values {
  old_password?: string;
  password?: string;
}

/** /profile/password: the logged-in user changes their own password; their other sessions end. */
export default function ChangePassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const size = useInputSize();

  // Answers the server's field errors (2001) so that they show under the inputs.
  const save = async (values: Values) => {
    try {
      await call('operate/auth/password-change', { old_password: values.old_password, password: values.password });
      notify('profile.password.done', { type: 'info' });
      navigate('/');
      return undefined;
    } catch (error) {
      return isApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : undefined;
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 480 }}>
      <PageHeading>{translate('profile.password.title')}</PageHeading>
      <Card>
        <CardContent>
          <Stack sx={{ gap: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('profile.password.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('profile.password.hint', { min: MIN_LENGTH })}
            </Typography>
            {/* A fresh, empty form: a password is never filled in from anywhere. */}
            <Form onSubmit={save} record={{}} noValidate>
              <PasswordInput
                size={size}
                source="old_password"
                label="profile.password.current"
                autoComplete="current-password"
                validate={required()}
                fullWidth
              />
              <PasswordFields source="password" label="profile.password.new" validate={[required(), minLength(MIN_LENGTH), maxLength(64)]} mode="create" confirm minLength={MIN_LENGTH} />
              <SaveButton label="profile.password.submit" alwaysEnable />
            </Form>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
