export default {
  en: {
    name: 'Governments',
    item: 'Government',
    create: 'New government',
    fields: { name: 'Name', level: 'Level', city_id: 'Area', parent_id: 'Superior government', contact: 'Contact', phone: 'Phone', address: 'Address', created_at: 'Created' },
    choices: { level: { province: 'Province', city: 'City', district: 'District' } },
  },
  zh: {
    name: '政府列表',
    item: '政府',
    create: '新增政府',
    fields: { name: '名称', level: '级别', city_id: '所在地区', parent_id: '上级政府', contact: '联系人', phone: '电话', address: '地址', created_at: '创建时间' },
    choices: { level: { province: '省级', city: '市级', district: '区县级' } },
  },
  es: {
    name: 'Gobiernos',
    item: 'Gobierno',
    create: 'Nuevo gobierno',
    fields: { name: 'Nombre', level: 'Nivel', city_id: 'Zona', parent_id: 'Gobierno superior', contact: 'Contacto', phone: 'Teléfono', address: 'Dirección', created_at: 'Creado' },
    choices: { level: { province: 'Provincia', city: 'Ciudad', district: 'Distrito' } },
  },
};
