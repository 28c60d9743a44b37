const fields = {
  en: { account: 'Account', name: 'Name', company_id: 'Company', government_id: 'Government', phone: 'Phone', status: 'Status', password: 'Password', created_at: 'Created' },
  zh: { account: '账号', name: '姓名', company_id: '所属企业', government_id: '所属政府', phone: '电话', status: '状态', password: '密码', created_at: '创建时间' },
  es: { account: 'Cuenta', name: 'Nombre', company_id: 'Empresa', government_id: 'Gobierno', phone: 'Teléfono', status: 'Estado', password: 'Contraseña', created_at: 'Creado' },
};

/** One entry per account resource (companyWebAccounts, …), keyed like `resources.<name>`. */
export default {
  en: {
    companyWebAccounts: { name: 'Company web accounts', fields: fields.en },
    companyAppAccounts: { name: 'Company app accounts', fields: fields.en },
    govWebAccounts: { name: 'Government web accounts', fields: fields.en },
    govAppAccounts: { name: 'Government app accounts', fields: fields.en },
  },
  zh: {
    companyWebAccounts: { name: '企业网页端账号', fields: fields.zh },
    companyAppAccounts: { name: '企业 App 账号', fields: fields.zh },
    govWebAccounts: { name: '政府网页端账号', fields: fields.zh },
    govAppAccounts: { name: '政府 App 账号', fields: fields.zh },
  },
  es: {
    companyWebAccounts: { name: 'Cuentas web de empresas', fields: fields.es },
    companyAppAccounts: { name: 'Cuentas de app de empresas', fields: fields.es },
    govWebAccounts: { name: 'Cuentas web de gobiernos', fields: fields.es },
    govAppAccounts: { name: 'Cuentas de app de gobiernos', fields: fields.es },
  },
};
