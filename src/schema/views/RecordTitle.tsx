import { useRecordContext, useTranslate } from 'react-admin';
import { createLabel, itemLabel } from '../labels';
import { useResourceDef } from '../RegistryContext';

/** "<one of the resource>: <record name>" for show and edit pages (and the breadcrumb). */
export function RecordTitle({ action }: { action: 'show' | 'edit' }) {
  const def = useResourceDef();
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const name = def.recordTitle && record ? record[def.recordTitle] : record?.id;
  return (
    <span>
      {translate(action === 'edit' ? 'app.page.edit' : 'app.page.show', {
        resource: translate(itemLabel(def)),
        name: name === undefined || name === null ? '' : String(name),
      })}
    </span>
  );
}

/** "新增政府" for create pages, so the breadcrumb's last crumb says what the page does. */
export function CreateTitle() {
  const def = useResourceDef();
  const translate = useTranslate();
  return <span>{translate(createLabel(def))}</span>;
}
