import { Chip, Stack } from '@mui/material';
import type { RoleRow } from '../permissions/data';

/** A user's role names as chips, titled when the role list is known. */
export function RoleChips({ names, roles }: { names: readonly string[]; roles?: readonly RoleRow[] }) {
  if (names.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => {
        const title = roles?.find((role) => role.name === name)?.title;
        return <Chip key={name} size="small" label={title ?? name} title={name} />;
      })}
    </Stack>
  );
}
