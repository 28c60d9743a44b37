import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { FieldValue } from '../FieldValue';
import { fieldLabel } from '../labels';
import { useResourceDef } from '../RegistryContext';
import { screensOf } from '../screens';
import { RecordTitle } from './RecordTitle';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { RowActionButtons } from './RowActions';
import { PageHeading } from '../../widgets/PageHeading';
import { SHOW_LOAD_PROPS } from './ListStates';
import RelatedLists from '../definitions/RelatedLists';

export default function GenericShow() {
  const def = useResourceDef();
  const screens = screensOf(def);
  return (
    <Show {...SHOW_LOAD_PROPS}
      title={<RecordTitle action="show" />}
      actions={
        <TopToolbar>
          {screens.edit && <EditButton />}
          <RowActionButtons actions={def.rowActions} />
          {screens.delete && <ConfirmDeleteButton />}
        </TopToolbar>
      }
    >
      <PageHeading>
        <RecordTitle action="show" />
      </PageHeading>
      <SimpleShowLayout>
        {def.fields
          .filter((f) => f.show !== false && f.type !== 'password')
          .map((field) => (
            <Labeled key={field.source} label={fieldLabel(def, field)}>
              <FieldValue def={def} field={field} size="show" />
            </Labeled>
          ))}
      </SimpleShowLayout>
      <RelatedLists />
    </Show>
  );
}
