export default {
  en: {
    name: 'Companies',
    item: 'Company',
    create: 'New company',
    status: { on: 'Active', off: 'Disabled' },
    fields: {
      name: 'Company name', credit_code: 'Credit code', city_id: 'Area', government_id: 'Supervising government', contact: 'Contact',
      phone: 'Phone', address: 'Address', lng: 'Longitude', lat: 'Latitude', status: 'Status', staff_count: 'Staff',
      account: 'Web account', password: 'Password', created_at: 'Created',
    },
    screen: {
      tabs: { staff: 'Staff info', trails: 'Staff trails', checks: 'Check items', standing: 'Standing book' },
      header: { credit_code: 'Credit code', contact: 'Contact', area: 'Area', government: 'Government', staff: 'Staff', status: 'Status' },
      state: { loading: 'Loading…', error: 'Could not load: {{message}}', retry: 'Retry', empty: 'Nothing here yet' },
      staff: {
        search: 'Search staff', name: 'Name', phone: 'Phone', position: 'Position', status: 'Status', last_clock_at: 'Last clock',
        clock: 'Clock records', trail: 'Trail', clock_title: 'Clock records of {{name}}', from: 'From', to: 'To', time: 'Time',
        type: 'Type', address: 'Address', type_in: 'Clock in', type_out: 'Clock out', close: 'Close', active: 'On duty', inactive: 'Left',
      },
      trail: {
        staff: 'Staff member', no_staff: 'No staff member matches.', date: 'Day', pick_staff: 'Choose a staff member to see their trail.', none_on_day: 'No one has a trail on this day. Choose a staff member or another day.', no_points: 'No trail points on this day.',
        single: 'Only one point on this day: {{time}}', play: 'Play', pause: 'Pause', restart: 'Restart', speed: 'Speed', position: 'Position in the trail',
        points_one: '{{count}} point', points_other: '{{count}} points', start: 'Start', end: 'End', map: 'Trail map', loading_player: 'Loading the player…', renderer_offline: 'Offline map', renderer_amap: 'AMap',
      },
      checks: {
        points: 'Check points', items: 'Check items', code: 'Code', name: 'Name', items_count: 'Items', standard: 'Standard', pick_point: 'Choose a check point to see its items.',
        inspections: 'Inspections', status: 'Result', all: 'All', normal: 'Normal', error: 'Abnormal', check_name: 'Check point', staff_name: 'Inspector',
        created_at: 'Time', handle_status: 'Handling', handle_0: 'Pending', handle_1: 'Handling', handle_2: 'Handled', detail: 'Inspection detail', open: 'Open',
        item: 'Item', ok: 'Passed', remark: 'Remark', yes: 'Yes', no: 'No', no_results: 'No item results.',
      },
      standing: {
        books: 'Books', year: 'Year', type: 'Type', any: 'Any', entries: 'Entries', pick_book: 'Choose a book to see its entries.', title: 'Title',
        content: 'Content', recorded_by: 'Recorded by', recorded_at: 'Recorded at', expand: 'Expand', collapse: 'Collapse', children_one: '{{count}} book', children_other: '{{count}} books',
        types: { year: 'Year book', inspection: 'Safety inspection', hazard: 'Hazard control', training: 'Safety training', equipment: 'Equipment upkeep', drill: 'Emergency drill', chemical: 'Hazardous chemicals', permit: 'Hazardous work permits' },
      },
    },
  },
  zh: {
    name: '企业列表',
    item: '企业',
    create: '新增企业',
    status: { on: '正常', off: '停用' },
    fields: {
      name: '企业名称', credit_code: '统一社会信用代码', city_id: '所在地区', government_id: '监管政府', contact: '联系人',
      phone: '电话', address: '地址', lng: '经度', lat: '纬度', status: '状态', staff_count: '员工数',
      account: '网页端账号', password: '密码', created_at: '创建时间',
    },
    screen: {
      tabs: { staff: '员工信息', trails: '员工轨迹', checks: '检查项', standing: '台账' },
      header: { credit_code: '信用代码', contact: '联系人', area: '所在地区', government: '监管政府', staff: '员工数', status: '状态' },
      state: { loading: '加载中…', error: '加载失败：{{message}}', retry: '重试', empty: '暂无数据' },
      staff: {
        search: '搜索员工', name: '姓名', phone: '电话', position: '岗位', status: '状态', last_clock_at: '最近打卡',
        clock: '打卡记录', trail: '轨迹', clock_title: '{{name}}的打卡记录', from: '开始日期', to: '结束日期', time: '时间',
        type: '类型', address: '地点', type_in: '上班打卡', type_out: '下班打卡', close: '关闭', active: '在职', inactive: '离职',
      },
      trail: {
        staff: '员工', no_staff: '没有匹配的员工。', date: '日期', pick_staff: '请选择员工查看轨迹。', none_on_day: '该日没有员工的轨迹，请选择员工或其他日期。', no_points: '该日没有轨迹点。',
        single: '该日只有一个轨迹点：{{time}}', play: '播放', pause: '暂停', restart: '从头播放', speed: '速度', position: '轨迹进度',
        points_one: '{{count}} 个点', points_other: '{{count}} 个点', start: '起点', end: '终点', map: '轨迹地图', loading_player: '正在加载播放器…', renderer_offline: '离线地图', renderer_amap: '高德地图',
      },
      checks: {
        points: '检查点', items: '检查项', code: '编码', name: '名称', items_count: '检查项数', standard: '检查标准', pick_point: '请选择检查点查看其检查项。',
        inspections: '检查记录', status: '结果', all: '全部', normal: '正常', error: '异常', check_name: '检查点', staff_name: '检查人',
        created_at: '时间', handle_status: '处理状态', handle_0: '待处理', handle_1: '处理中', handle_2: '已处理', detail: '检查详情', open: '查看',
        item: '检查项', ok: '合格', remark: '备注', yes: '是', no: '否', no_results: '没有检查结果。',
      },
      standing: {
        books: '台账目录', year: '年度', type: '类型', any: '全部', entries: '台账记录', pick_book: '请选择台账查看记录。', title: '标题',
        content: '内容', recorded_by: '记录人', recorded_at: '记录时间', expand: '展开', collapse: '收起', children_one: '{{count}} 本', children_other: '{{count}} 本',
        types: { year: '年度台账', inspection: '安全检查', hazard: '隐患排查治理', training: '安全教育培训', equipment: '设备设施维护', drill: '应急演练', chemical: '危险化学品管理', permit: '危险作业审批' },
      },
    },
  },
  es: {
    name: 'Empresas',
    item: 'Empresa',
    create: 'Nueva empresa',
    status: { on: 'Activa', off: 'Desactivada' },
    fields: {
      name: 'Nombre de la empresa', credit_code: 'Código de crédito', city_id: 'Zona', government_id: 'Gobierno supervisor', contact: 'Contacto',
      phone: 'Teléfono', address: 'Dirección', lng: 'Longitud', lat: 'Latitud', status: 'Estado', staff_count: 'Empleados',
      account: 'Cuenta web', password: 'Contraseña', created_at: 'Creado',
    },
    screen: {
      tabs: { staff: 'Personal', trails: 'Recorridos', checks: 'Puntos de control', standing: 'Libro de registro' },
      header: { credit_code: 'Código de crédito', contact: 'Contacto', area: 'Zona', government: 'Gobierno', staff: 'Personal', status: 'Estado' },
      state: { loading: 'Cargando…', error: 'No se pudo cargar: {{message}}', retry: 'Reintentar', empty: 'No hay datos' },
      staff: {
        search: 'Buscar personal', name: 'Nombre', phone: 'Teléfono', position: 'Puesto', status: 'Estado', last_clock_at: 'Último fichaje',
        clock: 'Fichajes', trail: 'Recorrido', clock_title: 'Fichajes de {{name}}', from: 'Desde', to: 'Hasta', time: 'Hora',
        type: 'Tipo', address: 'Lugar', type_in: 'Entrada', type_out: 'Salida', close: 'Cerrar', active: 'En activo', inactive: 'De baja',
      },
      trail: {
        staff: 'Empleado', no_staff: 'Ningún empleado coincide.', date: 'Día', pick_staff: 'Elija un empleado para ver su recorrido.', none_on_day: 'Nadie tiene recorrido ese día. Elija un empleado u otro día.', no_points: 'No hay puntos de recorrido ese día.',
        single: 'Solo hay un punto ese día: {{time}}', play: 'Reproducir', pause: 'Pausa', restart: 'Reiniciar', speed: 'Velocidad', position: 'Posición en el recorrido',
        points_one: '{{count}} punto', points_other: '{{count}} puntos', start: 'Inicio', end: 'Fin', map: 'Mapa del recorrido', loading_player: 'Cargando el reproductor…', renderer_offline: 'Mapa sin conexión', renderer_amap: 'AMap',
      },
      checks: {
        points: 'Puntos de control', items: 'Elementos de control', code: 'Código', name: 'Nombre', items_count: 'Elementos', standard: 'Criterio', pick_point: 'Elija un punto de control para ver sus elementos.',
        inspections: 'Inspecciones', status: 'Resultado', all: 'Todas', normal: 'Normal', error: 'Anómala', check_name: 'Punto de control', staff_name: 'Inspector',
        created_at: 'Hora', handle_status: 'Tramitación', handle_0: 'Pendiente', handle_1: 'En curso', handle_2: 'Resuelta', detail: 'Detalle de la inspección', open: 'Abrir',
        item: 'Elemento', ok: 'Correcto', remark: 'Observación', yes: 'Sí', no: 'No', no_results: 'Sin resultados de elementos.',
      },
      standing: {
        books: 'Libros', year: 'Año', type: 'Tipo', any: 'Todos', entries: 'Asientos', pick_book: 'Elija un libro para ver sus asientos.', title: 'Título',
        content: 'Contenido', recorded_by: 'Registrado por', recorded_at: 'Registrado el', expand: 'Desplegar', collapse: 'Plegar', children_one: '{{count}} libro', children_other: '{{count}} libros',
        types: { year: 'Libro anual', inspection: 'Inspección de seguridad', hazard: 'Control de riesgos', training: 'Formación en seguridad', equipment: 'Mantenimiento de equipos', drill: 'Simulacros', chemical: 'Químicos peligrosos', permit: 'Permisos de trabajo peligroso' },
      },
    },
  },
};
