import { lazy } from 'react';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { ResourceDef } from '../../schema/types';
import checkPoints from '../checkPoints';

/** The same check points seen as their QR codes: download one, print labels for many. */
const qrCodes: ResourceDef = {
  ...checkPoints,
  name: 'qrCodes',
  route: '/check/qr_code',
  menu: { group: 'checkpoints', order: 51, icon: QrCode2Icon },
  fields: [
    { source: 'code', type: 'qr', form: false, sortable: true },
    ...checkPoints.fields.filter((f) => f.source !== 'code' && f.source !== 'items_count'),
  ],
  expand: undefined,
  // Their history is the check points' own.
  history: undefined,
  bulkActions: [lazy(() => import('./PrintLabelsButton'))],
  listActions: [lazy(() => import('./PrintCompanyButton'))],
};

export default qrCodes;
