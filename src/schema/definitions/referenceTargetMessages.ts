import type { Language } from '../../i18n/languages';

// The words of the pickers' declarations (referenceTargets.ts): what each offers, and its title.
const NAMES: Record<string, Record<Language, string>> = {
  referenceStaff: { zh: '人员', en: 'Staff', es: 'Personal' },
  referenceSystemUsers: { zh: '系统用户', en: 'System users', es: 'Usuarios del sistema' },
  referenceCompanyAccounts: { zh: '企业账号', en: 'Company accounts', es: 'Cuentas de empresa' },
  referenceGovernmentAccounts: { zh: '政府账号', en: 'Government accounts', es: 'Cuentas de gobierno' },
  referenceGovernments: { zh: '政府', en: 'Governments', es: 'Gobiernos' },
  referenceCities: { zh: '地区', en: 'Areas', es: 'Zonas' },
};
const TITLE: Record<Language, string> = { zh: '名称', en: 'Name', es: 'Nombre' };

const messages = (language: Language) => Object.fromEntries(Object.entries(NAMES).map(([name, words]) => [name, { name: words[language], fields: { title: TITLE[language] } }]));

export default { zh: messages('zh'), en: messages('en'), es: messages('es') } satisfies Record<Language, object>;
