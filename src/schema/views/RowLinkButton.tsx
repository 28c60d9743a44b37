import EditIcon from '@mui/icons-material/Create';
import ShowIcon from '@mui/icons-material/RemoveRedEye';
import { Button, useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { PlainLink } from '../../widgets/PlainLink';
import { useListAccess } from './listAccess';

const SCROLL_TO_TOP = { _scrollToTop: true };
const stopPropagation = (event: React.MouseEvent) => event.stopPropagation();

/**
 * A row's show or edit link, drawn once the list has decided the user may open it (useListAccess):
 * react-admin's ShowButton and EditButton each ask canAccess again for their row (two queries
 * and two renders per row, forty a page), although the console's access never depends on the
 * record.
 */
export function RowLinkButton({ type }: { type: 'show' | 'edit' }) {
  const access = useListAccess();
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !resource || !(type === 'show' ? access.canShow : access.canEdit)) return null;
  const label = translate(`ra.action.${type}`);
  return (
    <Button
      component={PlainLink}
      to={createPath({ type, resource, id: record.id })}
      state={SCROLL_TO_TOP}
      label={<>{label}</>}
      aria-label={label}
      onClick={stopPropagation}
      className={type === 'show' ? 'RaShowButton-root' : 'RaEditButton-root'}
    >
      {type === 'show' ? <ShowIcon /> : <EditIcon />}
    </Button>
  );
}
