export default {
  en: {
    name: 'Warnings',
    fields: { content: 'Content', company_name: 'Company', check_name: 'Check point', identity: 'Reported by', handle_status: 'Handling', created_at: 'Time' },
    choices: { identity: { staff: 'Staff', government: 'Government', system: 'System' } },
  },
  zh: {
    name: '报警管理',
    fields: { content: '报警内容', company_name: '企业', check_name: '检查点', identity: '上报身份', handle_status: '处理状态', created_at: '时间' },
    choices: { identity: { staff: '员工', government: '政府', system: '系统' } },
  },
  es: {
    name: 'Alarmas',
    fields: { content: 'Contenido', company_name: 'Empresa', check_name: 'Punto de control', identity: 'Informado por', handle_status: 'Tramitación', created_at: 'Hora' },
    choices: { identity: { staff: 'Personal', government: 'Gobierno', system: 'Sistema' } },
  },
};
