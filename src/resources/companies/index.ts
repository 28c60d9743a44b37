import BusinessIcon from '@mui/icons-material/Business';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';
import { cityField } from '../../schema/cityField';

const companies = declareResource({
  name: 'companies',
  route: '/company/index',
  menu: { group: 'partnerCompanies', order: 20, icon: BusinessIcon },
  permission: 'company',
  endpoints: {
    list: 'operate/company/company-list',
    get: 'operate/company/company-detail',
    create: 'operate/company/create-account',
    update: 'operate/company/company-update',
  },
  recordTitle: 'name',
  history: 'company',
  import: {
    endpoint: 'operate/import/companies',
    example: {
      name: '西安长安航天动力有限公司',
      credit_code: '91610116MA6TXXXX1A',
      city_id: '长安区',
      government_id: '西安市应急管理局',
      contact: '王芳',
      phone: '13800000000',
      address: '西安市长安区航天西路 1 号',
      lng: 108.94,
      lat: 34.16,
      account: 'changan01',
      password: 'Change-me-2025',
    },
  },
  // The company screen: header plus staff, trails, check items and standing book tabs.
  components: { show: onDemandScreen(() => import('./CompanyShow')) },
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 64, sortable: true },
    { source: 'credit_code', type: 'text', required: true, pattern: { regex: /^[0-9A-HJ-NPQRTUWXY]{18}$/, message: 'app.validation.credit_code' }, list: false },
    { ...cityField, filter: true },
    {
      source: 'government_id',
      type: 'reference',
      required: true,
      reference: { resource: 'governments', optionText: 'name', display: 'government_name' },
      filter: true,
    },
    { source: 'contact', type: 'text', required: true, maxLength: 32 },
    { source: 'phone', type: 'phone', required: true },
    { source: 'address', type: 'text', required: true, maxLength: 128, list: false },
    { source: 'lng', type: 'number', min: -180, max: 180, list: false },
    { source: 'lat', type: 'number', min: -90, max: 90, list: false },
    { source: 'status', type: 'status', statusWords: { on: 'resources.companies.status.on', off: 'resources.companies.status.off' }, filter: true, sortable: true, create: false, defaultValue: 1 },
    { source: 'staff_count', type: 'number', form: false, sortable: true },
    {
      source: 'account',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 32,
      // The server's rule (server/src/http/validate.ts).
      pattern: { regex: /^[A-Za-z0-9_.@-]+$/, message: 'resources.companies.validation.account' },
      list: false,
      show: false,
      edit: false,
    },
    { source: 'password', type: 'password', required: true, minLength: 8, maxLength: 64, list: false, show: false, edit: false, confirm: true },
    { source: 'created_at', type: 'datetime', form: false, sortable: true },
  ],
});

export default companies;
