export default {
  en: { name: 'User authority', fields: { account: 'Account', name: 'Name', password: 'Password', created_at: 'Created' } },
  zh: { name: '用户权限', fields: { account: '账号', name: '姓名', password: '密码', created_at: '创建时间' } },
  es: { name: 'Autoridad de usuarios', fields: { account: 'Cuenta', name: 'Nombre', password: 'Contraseña', created_at: 'Creado' } },
};
