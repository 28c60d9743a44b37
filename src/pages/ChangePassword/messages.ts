import type { Language } from '../../i18n/languages';

const en = {
  profile: {
    password: {
      title: 'Change password',
      menu: 'Change password',
      hint: 'At least {{min}} characters, not a common password and not your account name. Your other sessions end when it is changed.',
      current: 'Current password',
      new: 'New password',
      submit: 'Change password',
      done: 'Your password has been changed. Your other sessions have ended.',
    },
  },
};

type Messages = typeof en;

const zh: Messages = {
  profile: {
    password: {
      title: '修改密码',
      menu: '修改密码',
      hint: '至少 {{min}} 个字符，不能是常见密码，也不能包含账号名。修改后，您在其他地方的登录会全部退出。',
      current: '当前密码',
      new: '新密码',
      submit: '修改密码',
      done: '密码已修改，其他地方的登录已全部退出。',
    },
  },
};

const es: Messages = {
  profile: {
    password: {
      title: 'Cambiar contraseña',
      menu: 'Cambiar contraseña',
      hint: 'Al menos {{min}} caracteres; que no sea una contraseña común ni contenga el nombre de su cuenta. Al cambiarla se cierran sus demás sesiones.',
      current: 'Contraseña actual',
      new: 'Contraseña nueva',
      submit: 'Cambiar contraseña',
      done: 'Su contraseña se ha cambiado. Sus demás sesiones se han cerrado.',
    },
  },
};

const catalogs: Record<Language, Messages> = { en, zh, es };

/** The change-password page's text (registered in src/featureMessages.ts). */
export function passwordMessages(language: Language): Messages {
  return catalogs[language];
}
