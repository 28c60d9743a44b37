export default {
  en: { name: 'System roles', fields: { name: 'Key', title: 'Title' } },
  zh: { name: '系统角色管理', fields: { name: '标识', title: '名称' } },
  es: { name: 'Roles del sistema', fields: { name: 'Clave', title: 'Título' } },
};
