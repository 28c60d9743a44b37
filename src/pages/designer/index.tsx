import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthorityTabs } from '../../resources/permissions/AuthorityTabs';
import { PageHeading } from '../../widgets/PageHeading';
import { DesignerEditor } from './DesignerEditor';
import { DesignerHome } from './DesignerHome';

/**
 * /sys_permission/entity: holders of `entity:design` make and change entities. The list of
 * entities and drafts; `?edit=<name>` opens one in the editor (`&from=<author>`: starting from
 * that author's draft of it), `?new=1` a new one.
 */
export default function DesignerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editing = params.get('edit') ?? undefined;
  const from = params.get('from') ?? undefined;
  const creating = params.get('new') === '1';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={t('designer.title')} />
      <PageHeading>{t('designer.title')}</PageHeading>
      <AuthorityTabs />
      {editing || creating ? <DesignerEditor key={`${editing}:${from}`} name={editing} from={from} /> : <DesignerHome />}
    </Box>
  );
}
