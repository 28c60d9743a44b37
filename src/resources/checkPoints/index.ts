import { lazy } from 'react';
import { onDemandScreen } from '../../loading/onDemandScreen';
import PlaceIcon from '@mui/icons-material/Place';
import { declareResource } from '../../schema/declareResource';

/** Check points: the QR codes placed on a company's site, each with the items checked there. */
const checkPoints = declareResource({
  name: 'checkPoints',
  route: '/check/index',
  menu: { group: 'checkpoints', order: 50, icon: PlaceIcon },
  permission: 'check',
  endpoints: {
    list: 'operate/company/code-list',
    create: 'operate/company/create-code',
    delete: 'operate/company/code-delete-company',
  },
  recordTitle: 'name',
  history: 'check_point',
  // Placed on the map in its form (with AMap), its reach drawn as a circle.
  place: { lng: 'lng', lat: 'lat', radius: 'radius' },
  // Items: one a line in the cell (or separated by semicolons).
  import: { endpoint: 'operate/import/check-points', example: { name: '一号锅炉房', company_id: '西安长安航天动力有限公司', lng: 108.94, lat: 34.16, items: '灭火器压力正常；安全出口畅通' } },
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 64, sortable: true },
    {
      source: 'company_id',
      type: 'reference',
      required: true,
      reference: { resource: 'companies', optionText: 'name', display: 'company_name' },
      filter: 'alwaysOn',
    },
    { source: 'code', type: 'text', form: false, sortable: true },
    { source: 'lng', type: 'number', min: -180, max: 180, list: false },
    { source: 'lat', type: 'number', min: -90, max: 90, list: false },
    // How close a patrol must come for the point to count as passed (the trail's coverage).
    { source: 'radius', type: 'number', min: 5, max: 1000, defaultValue: 30, list: false },
    { source: 'items', type: 'text', list: false, show: false, input: lazy(() => import('./CheckItemsInput')) },
    { source: 'items_count', type: 'number', form: false, sortable: true },
    { source: 'created_at', type: 'datetime', form: false, sortable: true },
  ],
  // The check items of a point open under its row (code-model-list).
  expand: lazy(() => import('./CheckItemsPanel')),
  // After saving, the new QR code is shown at once (it is usually printed straight away).
  components: { create: onDemandScreen(() => import('./CheckPointCreate')) },
});

export default checkPoints;
