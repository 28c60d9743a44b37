import type { Language } from '../../../i18n/languages';

// The generic list's column chooser and saved views.
const en = {
  close: 'Close',
  columns: {
    button: 'Columns',
    title: 'Columns shown',
    move_up: 'Move “{{name}}” up',
    move_down: 'Move “{{name}}” down',
    reset: 'Reset',
  },
  views: {
    button: 'Views',
    title: 'Saved views',
    loading: 'Loading your views…',
    empty: 'No saved views yet. Set the filters, sort and columns you want, then name them below.',
    save_as: 'Save the current view as',
    save_hint: 'Keeps the current filters, sort and columns.',
    new_name: 'New name',
    rename: 'Rename “{{name}}”',
    delete: 'Delete “{{name}}”',
    delete_title: 'Delete the view “{{name}}”?',
    delete_content: 'Only this saved view is deleted; the records in the list stay as they are.',
    applied: 'View “{{name}}” opened',
    saved: 'View “{{name}}” saved',
    deleted: 'View “{{name}}” deleted',
    name_required: 'Enter a name',
    name_too_long: 'At most {{max}} characters',
  },
};

const zh: typeof en = {
  close: '关闭',
  columns: {
    button: '列',
    title: '显示的列',
    move_up: '上移“{{name}}”',
    move_down: '下移“{{name}}”',
    reset: '恢复默认',
  },
  views: {
    button: '视图',
    title: '已保存的视图',
    loading: '正在加载视图…',
    empty: '还没有保存的视图。设置好筛选、排序和列之后，在下方起个名字保存。',
    save_as: '将当前视图保存为',
    save_hint: '保存当前的筛选条件、排序和列。',
    new_name: '新名称',
    rename: '重命名“{{name}}”',
    delete: '删除“{{name}}”',
    delete_title: '删除视图“{{name}}”？',
    delete_content: '只删除这个已保存的视图，列表里的数据不受影响。',
    applied: '已打开视图“{{name}}”',
    saved: '视图“{{name}}”已保存',
    deleted: '视图“{{name}}”已删除',
    name_required: '请输入名称',
    name_too_long: '最多 {{max}} 个字符',
  },
};

const es: typeof en = {
  close: 'Cerrar',
  columns: {
    button: 'Columnas',
    title: 'Columnas visibles',
    move_up: 'Subir «{{name}}»',
    move_down: 'Bajar «{{name}}»',
    reset: 'Restablecer',
  },
  views: {
    button: 'Vistas',
    title: 'Vistas guardadas',
    loading: 'Cargando sus vistas…',
    empty: 'Todavía no hay vistas guardadas. Ajuste los filtros, el orden y las columnas, y deles un nombre aquí abajo.',
    save_as: 'Guardar la vista actual como',
    save_hint: 'Guarda los filtros, el orden y las columnas actuales.',
    new_name: 'Nuevo nombre',
    rename: 'Cambiar el nombre de «{{name}}»',
    delete: 'Eliminar «{{name}}»',
    delete_title: '¿Eliminar la vista «{{name}}»?',
    delete_content: 'Solo se elimina esta vista guardada; los registros de la lista no cambian.',
    applied: 'Vista «{{name}}» abierta',
    saved: 'Vista «{{name}}» guardada',
    deleted: 'Vista «{{name}}» eliminada',
    name_required: 'Escriba un nombre',
    name_too_long: 'Como máximo {{max}} caracteres',
  },
};

const byLanguage: Record<Language, typeof en> = { zh, en, es };

/** The list views' messages under `listViews.` (registered in src/featureMessages.ts). */
export function listViewMessages(language: Language): { listViews: typeof en } {
  return { listViews: byLanguage[language] };
}
