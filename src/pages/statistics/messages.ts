import type { Language } from '../../i18n/languages';

const en = {
  statistics: {
    counters: {
      title: 'Totals',
      companies: 'Companies',
      staff: 'Staff',
      check_points: 'Check points',
      inspections: 'Inspections',
      warnings: 'Warnings',
      governments: 'Governments',
      metric: 'Figure',
      value: 'Value',
      export: 'Export totals (CSV)',
    },
    week: {
      title: 'Last 7 days',
      inspections: 'Inspections',
      warnings: 'Warnings',
      date: 'Day',
      summary: '{{inspections}} inspections and {{warnings}} warnings in the last 7 days; the busiest day was {{day}} with {{most}} inspections.',
      summary_quiet: 'No inspections in the last 7 days.',
      empty: 'No figures for the last 7 days.',
    },
    companies: {
      title: 'Inspections by company',
      rank: 'Rank',
      company: 'Company',
      inspections: 'Inspections',
      warnings: 'Warnings',
      normal: 'Inspections without warning',
      rate: 'Warning rate',
      rate_percent: 'Warning rate (%)',
      summary_one: '{{count}} company ranked by inspections; first: {{top}} with {{inspections}} inspections and {{warnings}} warnings.',
      summary_other: '{{count}} companies ranked by inspections; first: {{top}} with {{inspections}} inspections and {{warnings}} warnings.',
      empty: 'No inspections in this period.',
      top: 'Companies',
      top_n: 'Top {{n}}',
    },
    range: {
      label: 'Period',
      preset_7: 'Last 7 days',
      preset_30: 'Last 30 days',
      preset_90: 'Last 90 days',
      preset_all: 'All time',
      from: 'From',
      to: 'To',
      inverted: 'The end date must not be before the start date.',
    },
    chart: {
      download_png: 'Download as PNG',
      export_csv: 'Export the numbers (CSV)',
      png_failed: 'The image could not be made. Please try again.',
      data_table: 'The figures of the chart “{{title}}”',
      loading: 'Loading the chart',
      retry: 'Try again',
    },
  },
  dashboard: {
    welcome: 'Welcome, {{name}}',
    open_statistics: 'Open statistics',
    nothing: 'Your role has no overview figures here. Use the menu to open your screens.',
    latest: {
      title: 'Latest pending warnings',
      view_all: 'All pending',
      empty: 'No pending warnings. All clear.',
    },
  },
};

type Messages = typeof en;

const zh: Messages = {
  statistics: {
    counters: {
      title: '总量',
      companies: '企业',
      staff: '人员',
      check_points: '检查点',
      inspections: '检查次数',
      warnings: '报警数',
      governments: '政府机构',
      metric: '指标',
      value: '数值',
      export: '导出总量（CSV）',
    },
    week: {
      title: '近 7 天',
      inspections: '检查次数',
      warnings: '报警数',
      date: '日期',
      summary: '近 7 天共检查 {{inspections}} 次、报警 {{warnings}} 次；检查最多的一天是 {{day}}，共 {{most}} 次。',
      summary_quiet: '近 7 天没有检查记录。',
      empty: '近 7 天暂无数据。',
    },
    companies: {
      title: '企业检查排行',
      rank: '排名',
      company: '企业',
      inspections: '检查次数',
      warnings: '报警数',
      normal: '无报警的检查',
      rate: '报警率',
      rate_percent: '报警率（%）',
      summary_one: '按检查次数排列的 {{count}} 家企业；第一名：{{top}}，检查 {{inspections}} 次，报警 {{warnings}} 次。',
      summary_other: '按检查次数排列的 {{count}} 家企业；第一名：{{top}}，检查 {{inspections}} 次，报警 {{warnings}} 次。',
      empty: '该时间段内没有检查记录。',
      top: '企业数',
      top_n: '前 {{n}} 家',
    },
    range: {
      label: '时间段',
      preset_7: '近 7 天',
      preset_30: '近 30 天',
      preset_90: '近 90 天',
      preset_all: '全部',
      from: '开始日期',
      to: '结束日期',
      inverted: '结束日期不能早于开始日期。',
    },
    chart: {
      download_png: '下载 PNG 图片',
      export_csv: '导出数据（CSV）',
      png_failed: '图片生成失败，请重试。',
      data_table: '图表“{{title}}”的数据',
      loading: '图表加载中',
      retry: '重试',
    },
  },
  dashboard: {
    welcome: '欢迎，{{name}}',
    open_statistics: '查看统计',
    nothing: '您的角色在此没有概览数据，请通过菜单打开您的页面。',
    latest: {
      title: '最新待处理报警',
      view_all: '全部待处理',
      empty: '没有待处理的报警。',
    },
  },
};

const es: Messages = {
  statistics: {
    counters: {
      title: 'Totales',
      companies: 'Empresas',
      staff: 'Personal',
      check_points: 'Puntos de control',
      inspections: 'Inspecciones',
      warnings: 'Alarmas',
      governments: 'Gobiernos',
      metric: 'Indicador',
      value: 'Valor',
      export: 'Exportar totales (CSV)',
    },
    week: {
      title: 'Últimos 7 días',
      inspections: 'Inspecciones',
      warnings: 'Alarmas',
      date: 'Día',
      summary: '{{inspections}} inspecciones y {{warnings}} alarmas en los últimos 7 días; el día con más actividad fue {{day}}, con {{most}} inspecciones.',
      summary_quiet: 'Ninguna inspección en los últimos 7 días.',
      empty: 'Sin datos de los últimos 7 días.',
    },
    companies: {
      title: 'Inspecciones por empresa',
      rank: 'Puesto',
      company: 'Empresa',
      inspections: 'Inspecciones',
      warnings: 'Alarmas',
      normal: 'Inspecciones sin alarma',
      rate: 'Tasa de alarmas',
      rate_percent: 'Tasa de alarmas (%)',
      summary_one: '{{count}} empresa ordenada por inspecciones; primera: {{top}}, con {{inspections}} inspecciones y {{warnings}} alarmas.',
      summary_other: '{{count}} empresas ordenadas por inspecciones; primera: {{top}}, con {{inspections}} inspecciones y {{warnings}} alarmas.',
      empty: 'Ninguna inspección en este periodo.',
      top: 'Empresas',
      top_n: 'Primeras {{n}}',
    },
    range: {
      label: 'Periodo',
      preset_7: 'Últimos 7 días',
      preset_30: 'Últimos 30 días',
      preset_90: 'Últimos 90 días',
      preset_all: 'Todo',
      from: 'Desde',
      to: 'Hasta',
      inverted: 'La fecha final no puede ser anterior a la inicial.',
    },
    chart: {
      download_png: 'Descargar como PNG',
      export_csv: 'Exportar los datos (CSV)',
      png_failed: 'No se pudo generar la imagen. Inténtelo de nuevo.',
      data_table: 'Los datos del gráfico «{{title}}»',
      loading: 'Cargando el gráfico',
      retry: 'Reintentar',
    },
  },
  dashboard: {
    welcome: 'Hola, {{name}}',
    open_statistics: 'Ver estadísticas',
    nothing: 'Su rol no tiene cifras de resumen aquí. Use el menú para abrir sus pantallas.',
    latest: {
      title: 'Últimas alarmas pendientes',
      view_all: 'Todas las pendientes',
      empty: 'No hay alarmas pendientes.',
    },
  },
};

const catalogs: Record<Language, Messages> = { en, zh, es };

/** The statistics page's and the dashboard's text (registered in src/featureMessages.ts). */
export function statisticsMessages(language: Language): Messages {
  return catalogs[language];
}
