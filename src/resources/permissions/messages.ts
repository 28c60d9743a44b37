export default {
  en: { name: 'Permission settings', fields: { name: 'Key', title: 'Title', parent_id: 'Parent' } },
  zh: { name: '系统权限设置', fields: { name: '标识', title: '名称', parent_id: '上级' } },
  es: { name: 'Configuración de permisos', fields: { name: 'Clave', title: 'Título', parent_id: 'Superior' } },
};
