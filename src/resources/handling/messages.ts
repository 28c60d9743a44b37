export default {
  en: {
    name: 'Handling records',
    fields: {
      company_id: 'Company',
      company_name: 'Company',
      check_name: 'Check point',
      staff_name: 'Inspector',
      failed: 'Failed items',
      handle_status: 'Handling',
      created_at: 'Time',
    },
    list: {
      failed: '{{failed}} of {{total}}',
      empty: 'No handling records match these filters.',
      empty_all: 'No handling records yet.',
    },
  },
  zh: {
    name: '处理记录',
    fields: {
      company_id: '企业',
      company_name: '企业',
      check_name: '检查点',
      staff_name: '检查人',
      failed: '不合格项',
      handle_status: '处理状态',
      created_at: '时间',
    },
    list: {
      failed: '{{total}} 项中 {{failed}} 项',
      empty: '没有符合筛选条件的处理记录。',
      empty_all: '暂无处理记录。',
    },
  },
  es: {
    name: 'Registros de tramitación',
    fields: {
      company_id: 'Empresa',
      company_name: 'Empresa',
      check_name: 'Punto de control',
      staff_name: 'Inspector',
      failed: 'Elementos fallidos',
      handle_status: 'Tramitación',
      created_at: 'Hora',
    },
    list: {
      failed: '{{failed}} de {{total}}',
      empty: 'Ningún registro de tramitación coincide con estos filtros.',
      empty_all: 'Todavía no hay registros de tramitación.',
    },
  },
};
