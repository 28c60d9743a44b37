export default {
  en: {
    name: 'Companies',
    fields: {
      name: 'Company name', credit_code: 'Credit code', city_id: 'Area', government_id: 'Supervising government', contact: 'Contact',
      phone: 'Phone', address: 'Address', lng: 'Longitude', lat: 'Latitude', status: 'Status', staff_count: 'Staff',
      account: 'Web account', password: 'Password', created_at: 'Created',
    },
  },
  zh: {
    name: '企业列表',
    fields: {
      name: '企业名称', credit_code: '统一社会信用代码', city_id: '所在地区', government_id: '监管政府', contact: '联系人',
      phone: '电话', address: '地址', lng: '经度', lat: '纬度', status: '状态', staff_count: '员工数',
      account: '网页端账号', password: '密码', created_at: '创建时间',
    },
  },
  es: {
    name: 'Empresas',
    fields: {
      name: 'Nombre de la empresa', credit_code: 'Código de crédito', city_id: 'Zona', government_id: 'Gobierno supervisor', contact: 'Contacto',
      phone: 'Teléfono', address: 'Dirección', lng: 'Longitud', lat: 'Latitud', status: 'Estado', staff_count: 'Personal',
      account: 'Cuenta web', password: 'Contraseña', created_at: 'Creado',
    },
  },
};
