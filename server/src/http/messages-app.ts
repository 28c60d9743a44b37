// Chinese and Spanish wording of the field app's messages (server/src/routes/app/); messages.ts
// takes them in.
import type { Translation } from './messages.js';

export const APP_MESSAGES: Record<string, Translation> = {
  // Sessions
  'This account cannot sign in to the field app.': { zh: '该账号不能登录巡检 App。', es: 'Esta cuenta no puede iniciar sesión en la aplicación de campo.' },
  'This account is disabled.': { zh: '该账号已被停用。', es: 'Esta cuenta está desactivada.' },
  'This call is not open to the field app.': { zh: '巡检 App 不能调用此接口。', es: 'La aplicación de campo no puede usar esta llamada.' },
  'This call is open to the field app only.': { zh: '此接口仅供巡检 App 调用。', es: 'Esta llamada es solo para la aplicación de campo.' },
  'The device is not signed in.': { zh: '该设备未登录。', es: 'El dispositivo no tiene la sesión iniciada.' },

  // Times, positions and staff
  'Must be a time in ISO 8601 with its offset, such as 2026-05-01T08:30:00+08:00.': {
    zh: '必须是带时区偏移的 ISO 8601 时间，例如 2026-05-01T08:30:00+08:00。',
    es: 'Debe ser una hora ISO 8601 con su desfase, como 2026-05-01T08:30:00+08:00.',
  },
  'Is in the future.': { zh: '时间晚于当前时间。', es: 'Está en el futuro.' },
  'Is more than {days} days old.': { zh: '已超过 {days} 天。', es: 'Tiene más de {days} días.' },
  'Only a company’s app account acts for its staff.': { zh: '只有企业的 App 账号才能代表本企业员工操作。', es: 'Solo la cuenta de aplicación de una empresa actúa en nombre de su personal.' },
  'No check point you may inspect has this code.': { zh: '您可巡检的检查点中没有此编码。', es: 'Ningún punto de control que pueda inspeccionar tiene este código.' },
  'Names an item that is not one of this check point’s.': { zh: '包含不属于该检查点的检查项。', es: 'Incluye un elemento que no es de este punto de control.' },
  'Names an item twice.': { zh: '同一检查项出现了两次。', es: 'Incluye un elemento dos veces.' },
  'Use only letters, digits and the characters - _ . :': { zh: '只能包含字母、数字和 - _ . : 字符', es: 'Use solo letras, dígitos y los caracteres - _ . :' },
  'Must be an active staff member of your company.': { zh: '必须是本企业的在职员工。', es: 'Debe ser un empleado activo de su empresa.' },
};
