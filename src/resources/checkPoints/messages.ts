export const checkPointFields = {
  en: { name: 'Check point', company_id: 'Company', code: 'QR payload', lng: 'Longitude', lat: 'Latitude', radius: 'Reach (m)', items: 'Check items', items_count: 'Check items', created_at: 'Created' },
  zh: { name: '检查点', company_id: '所属企业', code: '二维码内容', lng: '经度', lat: '纬度', radius: '到位半径（米）', items: '检查项', items_count: '检查项', created_at: '创建时间' },
  es: { name: 'Punto de control', company_id: 'Empresa', code: 'Contenido del QR', lng: 'Longitud', lat: 'Latitud', radius: 'Radio de alcance (m)', items: 'Elementos de control', items_count: 'Elementos de control', created_at: 'Creado' },
};

// The create screen (preview, then the created code) and the check items under a row.
const screens = {
  en: {
    items: { name: 'Item', standard: 'Standard', none: 'This check point has no check items.', too_many: 'At most {{max}} check items' },
    preview: { title: 'Label preview', no_name: 'Check point name', code_on_save: 'The QR code is generated when you save' },
    created: {
      title: 'Check point created',
      done: 'Check point “{{name}}” is saved. Its QR code is ready.',
      hint: 'Download the code as a PNG or print its label now; both stay available in the QR code list.',
      print: 'Print label',
      another: 'Create another',
      back: 'Back to the list',
    },
  },
  zh: {
    items: { name: '检查项', standard: '检查标准', none: '该检查点没有检查项。', too_many: '最多 {{max}} 个检查项' },
    preview: { title: '标签预览', no_name: '检查点名称', code_on_save: '保存后生成二维码' },
    created: {
      title: '检查点已创建',
      done: '检查点“{{name}}”已保存，二维码已生成。',
      hint: '现在即可下载 PNG 或打印标签；之后也可在二维码列表中下载或打印。',
      print: '打印标签',
      another: '继续新建',
      back: '返回列表',
    },
  },
  es: {
    items: { name: 'Elemento', standard: 'Criterio', none: 'Este punto de control no tiene elementos.', too_many: 'Como máximo {{max}} elementos' },
    preview: { title: 'Vista previa de la etiqueta', no_name: 'Nombre del punto de control', code_on_save: 'El código QR se genera al guardar' },
    created: {
      title: 'Punto de control creado',
      done: 'El punto de control «{{name}}» está guardado. Su código QR está listo.',
      hint: 'Descargue el código en PNG o imprima su etiqueta ahora; ambas opciones siguen disponibles en la lista de códigos QR.',
      print: 'Imprimir etiqueta',
      another: 'Crear otro',
      back: 'Volver a la lista',
    },
  },
};

export default {
  en: { name: 'Check points', item: 'Check point', create: 'New check point', fields: checkPointFields.en, ...screens.en },
  zh: { name: '检查点', item: '检查点', create: '新增检查点', fields: checkPointFields.zh, ...screens.zh },
  es: { name: 'Puntos de control', item: 'Punto de control', create: 'Nuevo punto de control', fields: checkPointFields.es, ...screens.es },
};
