const base = {
  en: { account: 'Account', name: 'Name', phone: 'Phone', status: 'Status', password: 'Password', created_at: 'Created' },
  zh: { account: '账号', name: '姓名', phone: '电话', status: '状态', password: '密码', created_at: '创建时间' },
  es: { account: 'Cuenta', name: 'Nombre', phone: 'Teléfono', status: 'Estado', password: 'Contraseña', created_at: 'Creado' },
};
const company = {
  en: { company_id: 'Company', owner_name: 'Company' },
  zh: { company_id: '所属企业', owner_name: '所属企业' },
  es: { company_id: 'Empresa', owner_name: 'Empresa' },
};
const government = {
  en: { government_id: 'Government', owner_name: 'Government' },
  zh: { government_id: '所属政府', owner_name: '所属政府' },
  es: { government_id: 'Gobierno', owner_name: 'Gobierno' },
};
const validation = {
  en: { account: 'Use 3 to 32 letters, digits or . _ @ -' },
  zh: { account: '账号为 3 到 32 位字母、数字或 . _ @ -' },
  es: { account: 'Entre 3 y 32 letras, dígitos o . _ @ -' },
};

type Language = keyof typeof base;
const entry = (language: Language, name: string, owner: 'company' | 'government', item: string, create: string) => ({
  name,
  item,
  create,
  fields: { ...base[language], ...(owner === 'company' ? company[language] : government[language]) },
  validation: validation[language],
});

/** One entry per account resource (companyWebAccounts, …), keyed like `resources.<name>`. */
export default {
  en: {
    companyWebAccounts: entry('en', 'Company web accounts', 'company', 'Company web account', 'New company web account'),
    companyAppAccounts: entry('en', 'Company app accounts', 'company', 'Company app account', 'New company app account'),
    govWebAccounts: entry('en', 'Government web accounts', 'government', 'Government web account', 'New government web account'),
    govAppAccounts: entry('en', 'Government app accounts', 'government', 'Government app account', 'New government app account'),
  },
  zh: {
    companyWebAccounts: entry('zh', '企业网页端账号', 'company', '企业网页端账号', '新增企业网页端账号'),
    companyAppAccounts: entry('zh', '企业 App 账号', 'company', '企业 App 账号', '新增企业 App 账号'),
    govWebAccounts: entry('zh', '政府网页端账号', 'government', '政府网页端账号', '新增政府网页端账号'),
    govAppAccounts: entry('zh', '政府 App 账号', 'government', '政府 App 账号', '新增政府 App 账号'),
  },
  es: {
    companyWebAccounts: entry('es', 'Cuentas web de empresas', 'company', 'Cuenta web de empresa', 'Nueva cuenta web de empresa'),
    companyAppAccounts: entry('es', 'Cuentas de app de empresas', 'company', 'Cuenta de app de empresa', 'Nueva cuenta de app de empresa'),
    govWebAccounts: entry('es', 'Cuentas web de gobiernos', 'government', 'Cuenta web de gobierno', 'Nueva cuenta web de gobierno'),
    govAppAccounts: entry('es', 'Cuentas de app de gobiernos', 'government', 'Cuenta de app de gobierno', 'Nueva cuenta de app de gobierno'),
  },
};
