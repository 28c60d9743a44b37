import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FieldValue } from '../../schema/FieldValue';
import { fieldLabel } from '../../schema/labels';
import { useResourceDef } from '../../schema/RegistryContext';
import { ConfirmDeleteButton } from '../../schema/views/ConfirmDeleteButton';
import { RecordTitle } from '../../schema/views/RecordTitle';
import { RowActionButtons } from '../../schema/views/RowActions';
import type { SystemUserRow } from '../roles/calls';
import { isSelf, useSession } from './self';
import { UserJurisdiction } from './UserJurisdiction';
import { UserRoles } from './UserRoles';
import { UserSecurity } from './UserSecurity';
import { SHOW_LOAD_PROPS } from '../../schema/views/ListStates';

function Actions() {
  const def = useResourceDef();
  const user = useRecordContext<SystemUserRow>();
  const session = useSession();
  if (!user || isSelf(session, user)) return null;
  return (
    <TopToolbar>
      <RowActionButtons actions={def.rowActions} />
      <ConfirmDeleteButton />
    </TopToolbar>
  );
}

function UserDetails() {
  const def = useResourceDef();
  const translate = useTranslate();
  const user = useRecordContext<SystemUserRow>();
  const session = useSession();
  if (!user) return null;
  const field = (source: string) => def.fields.find((f) => f.source === source)!;
  const self = isSelf(session, user);
  return (
    <Stack sx={{ p: 2, gap: 2 }}>
      <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Labeled label={fieldLabel(def, field('account'))}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography>{user.account}</Typography>
            {self && <Chip size="small" color="primary" variant="outlined" label={translate('resources.systemUsers.you')} />}
          </Stack>
        </Labeled>
        <Labeled label={fieldLabel(def, field('name'))}>
          <Typography>{user.name}</Typography>
        </Labeled>
        <Labeled label={fieldLabel(def, field('status'))}>
          <FieldValue def={def} field={field('status')} size="show" />
        </Labeled>
        <Labeled label={fieldLabel(def, field('created_at'))}>
          <FieldValue def={def} field={field('created_at')} size="show" />
        </Labeled>
      </Stack>
      {self && <Alert severity="info">{translate('resources.systemUsers.delete.self')}</Alert>}
      <Divider />
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.systemUsers.roles.title')}
        </Typography>
        <UserRoles user={user} />
      </Box>
      <Divider />
      <UserJurisdiction user={user} self={self} />
      {!self && (
        <>
          <Divider />
          <UserSecurity user={user} />
        </>
      )}
    </Stack>
  );
}

/** A system user: who they are, the roles they hold (which can be taken away), the body they oversee (which can be changed), and, for another user, their locks, second factor and sessions. */
export default function UserShow() {
  return (
    <Show {...SHOW_LOAD_PROPS} title={<RecordTitle action="show" />} actions={<Actions />}>
      <UserDetails />
    </Show>
  );
}
