import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { ResourceDef } from '../../schema/types';
import checkPoints from '../checkPoints';

/** The same check points seen as their QR codes. */
const qrCodes: ResourceDef = {
  ...checkPoints,
  name: 'qrCodes',
  route: '/check/qr_code',
  menu: { group: 'checkpoints', order: 51, icon: QrCode2Icon },
  fields: [
    { source: 'code', type: 'qr', form: false },
    ...checkPoints.fields.filter((f) => f.source !== 'code' && f.source !== 'items_count'),
  ],
};

export default qrCodes;
