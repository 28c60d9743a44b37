import type { Language } from '../i18n/languages';

// What the console says about other administrators' changes: a stale save's conflict, a change
// told over an open form, a delete asked again, and restoring a deleted record.
const en = {
  conflict: {
    title: 'Someone else changed this record while you were editing',
    intro: 'Here is, field by field, what they saved and what you typed. Choose what to keep: nothing you typed is lost until you do.',
    intro_none: 'What they changed is not in this form. Save your changes over their version?',
    was: 'When you opened it:',
    theirs: 'Their change',
    theirs_same: 'Theirs (unchanged)',
    mine: 'Your change',
    mine_same: 'Yours (unchanged)',
    both_changed: 'Both changed',
    unchanged: 'No change',
    added: 'Added: {{items}}',
    removed: 'Removed: {{items}}',
    separator: ', ',
    password_set: 'A new password',
    stays_removed: 'What they removed is not given back by your save: {{items}}',
    cancel: 'Back to the form',
    take_theirs: 'Take theirs',
    keep_mine: 'Keep mine',
    merge: 'Save merged',
    loaded: 'Their version is now in the form. Check it and save again if needed.',
  },
  notice: {
    changed: 'Changed by {{by}} at {{time}}',
    deleted: 'Deleted by {{by}} at {{time}}',
    load: 'Load their version',
  },
  delete: {
    stale_title: 'It was changed after you opened it',
    stale_question: 'Delete “{{name}}” as it is now?',
    anyway: 'Delete anyway',
    stale_many_one: 'Delete “{{name}}” as it is now, and the {{count}} other chosen row?',
    stale_many_other: 'Delete “{{name}}” as it is now, and the {{count}} other chosen rows?',
  },
  restore: {
    button: 'Restore',
    title: 'Restore “{{name}}”?',
    content: 'It is created again as it was when it was deleted. The restore is recorded in the operation log.',
    done: '“{{name}}” has been restored.',
    done_new_id: '“{{name}}” has been restored with a new ID.',
    open: 'Open it',
  },
};

const zh: typeof en = {
  conflict: {
    title: '有人在您编辑期间修改了此记录',
    intro: '下面逐项列出对方保存的内容和您填写的内容。请选择要保留的值；在您选择之前，您填写的内容都不会丢失。',
    intro_none: '对方修改的内容不在此表单中。是否在对方版本的基础上保存您的修改？',
    was: '打开时：',
    theirs: '对方的修改',
    theirs_same: '对方未修改',
    mine: '您的修改',
    mine_same: '您未修改',
    both_changed: '双方都修改了',
    unchanged: '无变化',
    added: '新增：{{items}}',
    removed: '移除：{{items}}',
    separator: '、',
    password_set: '新密码',
    stays_removed: '对方移除的项不会因您的保存而恢复：{{items}}',
    cancel: '返回表单',
    take_theirs: '采用对方版本',
    keep_mine: '保留我的修改',
    merge: '按所选合并保存',
    loaded: '表单已换成对方的版本，请检查后按需再次保存。',
  },
  notice: {
    changed: '{{by}} 于 {{time}} 修改了此记录',
    deleted: '{{by}} 于 {{time}} 删除了此记录',
    load: '载入对方版本',
  },
  delete: {
    stale_title: '此记录在您打开后已被修改',
    stale_question: '仍要删除现在的“{{name}}”吗？',
    anyway: '仍然删除',
    stale_many_one: '仍要删除现在的“{{name}}”以及其余 {{count}} 条所选记录吗？',
    stale_many_other: '仍要删除现在的“{{name}}”以及其余 {{count}} 条所选记录吗？',
  },
  restore: {
    button: '恢复',
    title: '恢复“{{name}}”？',
    content: '将按删除时的内容重新创建该记录，恢复操作会记入操作日志。',
    done: '“{{name}}”已恢复。',
    done_new_id: '“{{name}}”已恢复，编号已更换。',
    open: '查看',
  },
};

const es: typeof en = {
  conflict: {
    title: 'Otra persona modificó este registro mientras usted lo editaba',
    intro: 'A continuación verá, campo por campo, lo que guardó la otra persona y lo que escribió usted. Elija qué conservar: nada de lo que escribió se pierde hasta que decida.',
    intro_none: 'Lo que cambió la otra persona no aparece en este formulario. ¿Guardar sus cambios sobre la versión actual?',
    was: 'Al abrirlo:',
    theirs: 'Cambio de la otra persona',
    theirs_same: 'La otra persona no lo cambió',
    mine: 'Su cambio',
    mine_same: 'Usted no lo cambió',
    both_changed: 'Ambos lo cambiaron',
    unchanged: 'Sin cambios',
    added: 'Añadido: {{items}}',
    removed: 'Quitado: {{items}}',
    separator: ', ',
    password_set: 'Una contraseña nueva',
    stays_removed: 'Su guardado no devuelve lo que quitó la otra persona: {{items}}',
    cancel: 'Volver al formulario',
    take_theirs: 'Usar la versión guardada',
    keep_mine: 'Mantener mis cambios',
    merge: 'Guardar la combinación',
    loaded: 'La versión guardada está ahora en el formulario. Revísela y vuelva a guardar si hace falta.',
  },
  notice: {
    changed: 'Modificado por {{by}} a las {{time}}',
    deleted: 'Eliminado por {{by}} a las {{time}}',
    load: 'Cargar la versión nueva',
  },
  delete: {
    stale_title: 'Se modificó después de que usted lo abriera',
    stale_question: '¿Eliminar «{{name}}» tal como está ahora?',
    anyway: 'Eliminar de todos modos',
    stale_many_one: '¿Eliminar «{{name}}» tal como está ahora, y {{count}} fila elegida más?',
    stale_many_other: '¿Eliminar «{{name}}» tal como está ahora, y {{count}} filas elegidas más?',
  },
  restore: {
    button: 'Restaurar',
    title: '¿Restaurar «{{name}}»?',
    content: 'Se volverá a crear tal como estaba al eliminarse. La restauración queda anotada en el registro de operaciones.',
    done: '«{{name}}» se ha restaurado.',
    done_new_id: '«{{name}}» se ha restaurado con un ID nuevo.',
    open: 'Abrir',
  },
};

const byLanguage: Record<Language, typeof en> = { zh, en, es };

/** Messages under `live.` (registered in src/featureMessages.ts). */
export function liveMessages(language: Language): { live: typeof en } {
  return { live: byLanguage[language] };
}
