export const checkPointFields = {
  en: { name: 'Check point', company_id: 'Company', code: 'QR payload', lng: 'Longitude', lat: 'Latitude', items_count: 'Check items', created_at: 'Created' },
  zh: { name: '检查点', company_id: '所属企业', code: '二维码内容', lng: '经度', lat: '纬度', items_count: '检查项', created_at: '创建时间' },
  es: { name: 'Punto de control', company_id: 'Empresa', code: 'Contenido del QR', lng: 'Longitud', lat: 'Latitud', items_count: 'Elementos de control', created_at: 'Creado' },
};

export default {
  en: { name: 'Check points', fields: checkPointFields.en },
  zh: { name: '检查点', fields: checkPointFields.zh },
  es: { name: 'Puntos de control', fields: checkPointFields.es },
};
