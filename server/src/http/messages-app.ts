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
};
