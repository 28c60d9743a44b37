import GenericList from '../../schema/views/GenericList';
import { AuthorityTabs } from '../permissions/AuthorityTabs';

/** The generic list, under the tabs of the system authority screens. */
export default function AuditList() {
  return (
    <>
      <AuthorityTabs />
      <GenericList />
    </>
  );
}
