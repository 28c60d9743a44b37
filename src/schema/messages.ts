import type { Language } from '../i18n/languages';

// What the generic screens and inputs say (load states, tree picker, passwords, row actions, delete, QR).
const en = {
  state: {
    list_failed: 'The list could not be loaded',
    record_failed: 'This record could not be loaded',
    retry: 'Try again',
  },
  tree: {
    clear: 'Clear',
    loading: 'Loading…',
    retry: 'Try again',
    empty: 'Nothing below this level',
    level: 'Level {{level}}',
  },
  password: {
    strength: 'Strength: {{level}}',
    level: { weak: 'weak', fair: 'fair', good: 'good', strong: 'strong' },
    never_shown: 'Stored encrypted and never shown again. {{min}} to 64 characters.',
  },
  delete: {
    title: 'Delete “{{name}}”?',
    content: '{{resource}}: “{{name}}” will be deleted. This cannot be undone.',
    conflict_title: 'It cannot be deleted yet',
    conflict_hint: 'Other records still refer to it. Move or delete those first, then try again.',
    failed_title: 'The delete did not go through',
    retry: 'Try again',
  },
  row: {
    enable: 'Enable',
    disable: 'Disable',
    enabled_done: '“{{name}}” is enabled',
    disabled_done: '“{{name}}” is disabled',
    disable_title: 'Disable “{{name}}”?',
    disable_content: 'It can no longer sign in until it is enabled again.',
    disable_content_record: 'It stays in the list, disabled, until it is enabled again.',
    reset_password: 'Reset password',
    reset_title: 'New password for “{{name}}”',
    password_changed: 'The password of “{{name}}” has been changed',
  },
  place: {
    map: 'Position on the map',
    hint: 'Click the map or drag the marker to set the position; drag the circle’s edge to change the reach.',
    search: 'Search for a place',
    find: 'Find',
    not_found: 'No place called “{{keyword}}” was found.',
    failed: 'AMap could not be loaded: enter the longitude and latitude above.',
  },
  qr: {
    open: 'Show the QR code of {{name}}',
    download: 'Download PNG',
    failed: 'The QR code could not be drawn',
  },
};

const zh: typeof en = {
  state: {
    list_failed: '列表加载失败',
    record_failed: '记录加载失败',
    retry: '重试',
  },
  tree: {
    clear: '清除',
    loading: '加载中…',
    retry: '重试',
    empty: '此级下没有数据',
    level: '第 {{level}} 级',
  },
  password: {
    strength: '强度：{{level}}',
    level: { weak: '弱', fair: '一般', good: '较强', strong: '强' },
    never_shown: '加密保存，之后不再显示。长度 {{min}} 到 64 位。',
  },
  delete: {
    title: '删除“{{name}}”？',
    content: '{{resource}}：“{{name}}”将被删除，且无法恢复。',
    conflict_title: '暂时无法删除',
    conflict_hint: '仍有其他记录引用它。请先转移或删除这些记录，再重试。',
    failed_title: '删除未成功',
    retry: '重试',
  },
  row: {
    enable: '启用',
    disable: '停用',
    enabled_done: '“{{name}}”已启用',
    disabled_done: '“{{name}}”已停用',
    disable_title: '停用“{{name}}”？',
    disable_content: '停用后将无法登录，直到重新启用。',
    disable_content_record: '停用后仍保留在列表中，直到重新启用。',
    reset_password: '重置密码',
    reset_title: '为“{{name}}”设置新密码',
    password_changed: '“{{name}}”的密码已修改',
  },
  place: {
    map: '地图位置',
    hint: '点击地图或拖动标记设置位置；拖动圆的边缘调整到位半径。',
    search: '搜索地点',
    find: '查找',
    not_found: '没有找到“{{keyword}}”。',
    failed: '高德地图加载失败，请在上方直接填写经纬度。',
  },
  qr: {
    open: '查看 {{name}} 的二维码',
    download: '下载 PNG',
    failed: '二维码生成失败',
  },
};

const es: typeof en = {
  state: {
    list_failed: 'No se pudo cargar la lista',
    record_failed: 'No se pudo cargar el registro',
    retry: 'Reintentar',
  },
  tree: {
    clear: 'Borrar',
    loading: 'Cargando…',
    retry: 'Reintentar',
    empty: 'No hay nada en este nivel',
    level: 'Nivel {{level}}',
  },
  password: {
    strength: 'Seguridad: {{level}}',
    level: { weak: 'débil', fair: 'aceptable', good: 'buena', strong: 'fuerte' },
    never_shown: 'Se guarda cifrada y no se vuelve a mostrar. De {{min}} a 64 caracteres.',
  },
  delete: {
    title: '¿Eliminar «{{name}}»?',
    content: '{{resource}}: «{{name}}» se eliminará. No se puede deshacer.',
    conflict_title: 'Todavía no se puede eliminar',
    conflict_hint: 'Otros registros aún hacen referencia a él. Muévalos o elimínelos primero y vuelva a intentarlo.',
    failed_title: 'No se pudo eliminar',
    retry: 'Reintentar',
  },
  row: {
    enable: 'Activar',
    disable: 'Desactivar',
    enabled_done: '«{{name}}» está activada',
    disabled_done: '«{{name}}» está desactivada',
    disable_title: '¿Desactivar «{{name}}»?',
    disable_content: 'No podrá iniciar sesión hasta que se active de nuevo.',
    disable_content_record: 'Seguirá en la lista, con el estado desactivado, hasta que se active de nuevo.',
    reset_password: 'Restablecer contraseña',
    reset_title: 'Nueva contraseña para «{{name}}»',
    password_changed: 'La contraseña de «{{name}}» se ha cambiado',
  },
  place: {
    map: 'Posición en el mapa',
    hint: 'Haga clic en el mapa o arrastre el marcador para fijar la posición; arrastre el borde del círculo para cambiar el radio.',
    search: 'Buscar un lugar',
    find: 'Buscar',
    not_found: 'No se encontró ningún lugar llamado «{{keyword}}».',
    failed: 'No se pudo cargar AMap: escriba la longitud y la latitud arriba.',
  },
  qr: {
    open: 'Ver el código QR de {{name}}',
    download: 'Descargar PNG',
    failed: 'No se pudo generar el código QR',
  },
};

const byLanguage: Record<Language, typeof en> = { zh, en, es };

/** The generic screens' messages under `schema.` (registered in src/featureMessages.ts). */
export function schemaMessages(language: Language): { schema: typeof en } {
  return { schema: byLanguage[language] };
}
