import type { Language } from '../../i18n/languages';

// The /account/index overview (a custom page, so its words live outside `resources.`).
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

export function accountOverviewMessages(language: Language): { accounts: { overview: (typeof overview)['en'] } } {
  return { accounts: { overview: overview[language] } };
}
