import { checkPointFields } from '../checkPoints/messages';

export default {
  en: { name: 'QR codes', fields: checkPointFields.en },
  zh: { name: '二维码', fields: checkPointFields.zh },
  es: { name: 'Códigos QR', fields: checkPointFields.es },
};
