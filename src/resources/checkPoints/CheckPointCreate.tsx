import { useState } from 'react';
import { Create, useNotify } from 'react-admin';
import { CreateTitle } from '../../schema/views/RecordTitle';
import { useResourceDef } from '../../schema/RegistryContext';
import { GenericForm } from '../../schema/views/GenericForm';
import type { LabelPoint } from '../qrCodes/QrLabel';
import CreatedCheckPoint from './CreatedCheckPoint';
import LabelPreview from './LabelPreview';

/**
 * The generic create form with a live label preview beside it; after saving, the new point's
 * QR code instead of a jump to the list (it is usually printed straight away).
 */
export default function CheckPointCreate() {
  const def = useResourceDef();
  const notify = useNotify();
  const [created, setCreated] = useState<LabelPoint | null>(null);
  if (created) return <CreatedCheckPoint point={created} onAnother={() => setCreated(null)} />;
  return (
    <Create
      title={<CreateTitle />}
      redirect={false}
      mutationOptions={{
        onSuccess: (point: LabelPoint) => {
          notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
          setCreated(point);
        },
      }}
    >
      <GenericForm def={def} mode="create">
        <LabelPreview />
      </GenericForm>
    </Create>
  );
}
