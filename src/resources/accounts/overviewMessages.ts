import type { Language } from '../../i18n/languages';

// The /account/index overview (a custom page, so its words live outside `resources.`), and the
// phones an app account is signed in on (AppDevicesPanel, under both kinds of app account).
const overview = {
  en: {
    intro: 'Accounts that sign in to the web console and to the mobile app, for companies and for government bodies.',
    split: '{{enabled}} enabled · {{disabled}} disabled',
    load_failed: 'The number could not be loaded.',
  },
  zh: {
    intro: '企业和政府用于登录网页端与移动 App 的账号。',
    split: '启用 {{enabled}} · 停用 {{disabled}}',
    load_failed: '数量加载失败。',
  },
  es: {
    intro: 'Cuentas con las que empresas y organismos públicos acceden a la consola web y a la app móvil.',
    split: '{{enabled}} activas · {{disabled}} desactivadas',
    load_failed: 'No se pudo cargar el número.',
  },
};

const devices = {
  en: { title: 'Signed-in phones', none: 'Not signed in on any phone.', device: 'Phone', since: 'Signed in', last_used: 'Last used', expires: 'Expires', end: 'Sign out', end_title: 'Sign this phone out?', end_content: '{{device}} will have to sign in again with the password.', ended: 'The phone was signed out.', retry: 'Try again' },
  zh: { title: '已登录的手机', none: '该账号未在任何手机上登录。', device: '手机', since: '登录时间', last_used: '最近使用', expires: '到期时间', end: '退出登录', end_title: '让这台手机退出登录？', end_content: '{{device}} 需要重新输入密码才能登录。', ended: '已让该手机退出登录。', retry: '重试' },
  es: { title: 'Teléfonos con sesión iniciada', none: 'No ha iniciado sesión en ningún teléfono.', device: 'Teléfono', since: 'Inicio de sesión', last_used: 'Último uso', expires: 'Caduca', end: 'Cerrar sesión', end_title: '¿Cerrar la sesión de este teléfono?', end_content: '{{device}} tendrá que volver a iniciar sesión con la contraseña.', ended: 'Se cerró la sesión del teléfono.', retry: 'Reintentar' },
};

export function accountOverviewMessages(language: Language): { accounts: { overview: (typeof overview)['en']; devices: (typeof devices)['en'] } } {
  return { accounts: { overview: overview[language], devices: devices[language] } };
}
