import { useMemo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import { Box, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Button, RecordContextProvider, useCanAccess, useCreatePath, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { FieldValue } from '../FieldValue';
import { fieldLabel, inSentence, resourceLabel } from '../labels';
import { useRegistry, useResourceDef } from '../RegistryContext';
import { screensOf } from '../screens';
import { resourceKey, type FieldDef, type ResourceDef } from '../types';
import { PlainLink } from '../../widgets/PlainLink';

/** How many records a related list shows; the rest are one click away in their own list. */
const RELATED_PAGE = 10;

interface Link {
  def: ResourceDef;
  field: FieldDef;
}

/** The records of `def` whose `field` points at the record `id`: a few rows, a link to each, and "new". */
function RelatedList({ def, field, id }: Link & { id: RaRecord['id'] }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = resourceKey(def);
  const screens = screensOf(def);
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create', enabled: screens.create });
  const filter = useMemo(() => ({ [field.source]: id }), [field.source, id]);
  const { data, total } = useGetList(
    resource,
    { filter, pagination: { page: 1, perPage: RELATED_PAGE }, sort: def.defaultSort ?? { field: 'id', order: 'DESC' } },
    { enabled: !!canAccess },
  );
  if (!canAccess) return null;
  const columns = def.fields.filter((f) => f.list !== false && f.type !== 'password' && f !== field);
  const open = screens.show ? 'show' : screens.edit ? 'edit' : null;
  const query = encodeURIComponent(JSON.stringify(filter));
  const title = translate(field.reference!.related!);
  return (
    <Paper variant="outlined" sx={{ mt: 2 }} component="section" aria-label={title}>
      {/* The title wraps within its room and the buttons stay together on its right: on a phone
          "new" fell alone onto a line of its own. */}
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1, '& > a': { flexShrink: 0 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 600 }}>
          {title}
          {total !== undefined && ` (${total})`}
        </Typography>
        <Button component={PlainLink} to={`${def.route}?filter=${query}`} label="ra.action.list">
          <ListIcon />
        </Button>
        {canCreate && (
          <Button component={PlainLink} to={`${createPath({ resource, type: 'create' })}?source=${query}`} label="ra.action.create">
            <AddIcon />
          </Button>
        )}
      </Stack>
      {/* Values keep to one line and the table scrolls sideways: on a phone the columns squeezed
          names and dates to a character a line. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.source}>{translate(fieldLabel(def, column))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{translate('ra.navigation.no_results', { name: inSentence(translate(resourceLabel(def), { smart_count: 2 })) })}</TableCell>
              </TableRow>
            )}
            {data?.map((row) => (
              <RecordContextProvider key={row.id} value={row}>
                <TableRow hover>
                  {columns.map((column, index) => (
                    <TableCell key={column.source}>
                      {index === 0 && open ? (
                        <Link component={PlainLink} to={createPath({ resource, type: open, id: row.id })} underline="hover">
                          <FieldValue def={def} field={column} />
                        </Link>
                      ) : (
                        <FieldValue def={def} field={column} />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/**
 * On a record's detail: one list per declared reference to its resource that asks for it
 * (`reference.related`, e.g. a company's maintenance records).
 */
export default function RelatedLists() {
  const registry = useRegistry();
  const { all } = registry;
  const def = useResourceDef();
  const record = useRecordContext();
  const links = useMemo<Link[]>(
    () =>
      all.flatMap((other) =>
        other.fields.filter((f) => f.reference?.related && registry.get(f.reference.resource) === def).map((field) => ({ def: other, field })),
      ),
    [registry, all, def],
  );
  if (!record || links.length === 0) return null;
  return links.map((link) => <RelatedList key={`${link.def.name}.${link.field.source}`} {...link} id={record.id} />);
}
