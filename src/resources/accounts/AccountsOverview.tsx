import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetList, useTranslate } from 'react-admin';
import { resourceLabel } from '../../schema/labels';
import { resourceKey, type ResourceDef } from '../../schema/types';
import { useFormatNumber } from '../../widgets/useFormat';
import { accountKinds } from '.';

/** Counts one kind with the list call itself (total of a one-row page), so it matches the list. */
function useCount(def: ResourceDef, filter: Record<string, unknown> = {}) {
  const { total, isPending, error, refetch } = useGetList(resourceKey(def), {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter,
  });
  return { total, isPending, error, refetch };
}

function KindCard({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const all = useCount(def);
  const enabled = useCount(def, { status: 1 });
  const Icon = def.menu?.icon;
  const name = translate(resourceLabel(def));

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {all.error ? (
        <CardContent role="alert">
          <Typography variant="subtitle1" gutterBottom>
            {name}
          </Typography>
          <Typography variant="body2" color="error" gutterBottom>
            {translate('accounts.overview.load_failed')}
          </Typography>
          <Button size="small" onClick={() => void Promise.all([all.refetch(), enabled.refetch()])}>
            {translate('schema.tree.retry')}
          </Button>
        </CardContent>
      ) : (
        // Named by what it shows (kind, count, split), so speech users can say what they see.
        <CardActionArea component={Link} to={def.route} sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              {Icon && <Icon color="primary" />}
              <Typography variant="subtitle1" component="h2">
                {name}
              </Typography>
            </Stack>
            {all.isPending ? (
              <Skeleton variant="text" width={80} sx={{ fontSize: 40 }} />
            ) : (
              <Typography variant="h4" component="p" data-testid={`count-${def.name}`}>
                {formatNumber(all.total ?? 0)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
              {!all.isPending && !enabled.isPending && enabled.total !== undefined && all.total !== undefined
                ? translate('accounts.overview.split', {
                    enabled: formatNumber(enabled.total),
                    disabled: formatNumber(Math.max(0, all.total - enabled.total)),
                  })
                : ''}
            </Typography>
          </CardContent>
        </CardActionArea>
      )}
    </Card>
  );
}

/** /account/index: how many accounts of each kind exist, each card leading to its list. */
export default function AccountsOverview() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="menu.accounts" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('menu.accounts')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('accounts.overview.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {accountKinds.map((def) => (
          <KindCard key={def.name} def={def} />
        ))}
      </Box>
    </Box>
  );
}
