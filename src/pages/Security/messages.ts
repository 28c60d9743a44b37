import type { Language } from '../../i18n/languages';

const en = {
  security: {
    menu: 'Sign-in and sessions',
    title: 'Sign-in and sessions',
    mfa: {
      title: 'Two-step verification',
      on: 'On. Recovery codes left: {{smart_count}}.',
      off: 'Off. Once it is on, logging in also asks for a code from your phone.',
      required: 'Your administrator requires it for your account.',
      start: 'Set up',
      done: 'Two-step verification is on.',
    },
    sessions: {
      title: 'Where you are logged in',
      title_of: 'Sessions',
      hint: 'A session ends by itself after {{minutes}} minutes without use.',
      address: 'Address',
      browser: 'Browser',
      last_used: 'Last used',
      started: 'Logged in',
      current: 'This browser',
      end: 'End',
      end_others: 'Log out everywhere else',
      ended: 'Session ended',
      none: 'No other session.',
      unknown_browser: 'Unknown browser',
    },
    admin: {
      title: 'Security',
      locks: 'Login locks',
      no_locks: 'No failed logins recorded.',
      failures: 'failed attempts: {{smart_count}}',
      locked_until: 'locked until {{time}}',
      from_address: 'from {{address}}',
      all_addresses: 'all addresses',
      clear_locks: 'Clear locks',
      cleared: 'Locks cleared',
      reset_mfa: 'Reset two-step verification',
      reset_mfa_confirm: 'Reset two-step verification for {{name}}? They will log in with their password alone until they set it up again.',
      reset_done: 'Two-step verification reset',
    },
  },
};

type Messages = typeof en;

const zh: Messages = {
  security: {
    menu: '登录与会话',
    title: '登录与会话',
    mfa: {
      title: '两步验证',
      on: '已启用，还剩 {{smart_count}} 个恢复码。',
      off: '未启用。启用后，登录时还需输入手机上的验证码。',
      required: '管理员要求您的账号启用两步验证。',
      start: '立即设置',
      done: '两步验证已启用。',
    },
    sessions: {
      title: '登录设备',
      title_of: '会话',
      hint: '会话闲置 {{minutes}} 分钟后自动结束。',
      address: 'IP 地址',
      browser: '浏览器',
      last_used: '最近使用',
      started: '登录时间',
      current: '当前浏览器',
      end: '结束',
      end_others: '退出其他所有登录',
      ended: '会话已结束',
      none: '没有其他会话。',
      unknown_browser: '未知浏览器',
    },
    admin: {
      title: '安全',
      locks: '登录锁定',
      no_locks: '没有登录失败记录。',
      failures: '失败 {{smart_count}} 次',
      locked_until: '锁定至 {{time}}',
      from_address: '来自 {{address}}',
      all_addresses: '所有地址',
      clear_locks: '解除锁定',
      cleared: '已解除锁定',
      reset_mfa: '重置两步验证',
      reset_mfa_confirm: '确定重置 {{name}} 的两步验证吗？在其重新设置之前，只需密码即可登录。',
      reset_done: '两步验证已重置',
    },
  },
};

const es: Messages = {
  security: {
    menu: 'Acceso y sesiones',
    title: 'Acceso y sesiones',
    mfa: {
      title: 'Verificación en dos pasos',
      on: 'Activada. Códigos de recuperación restantes: {{smart_count}}.',
      off: 'Desactivada. Si la activa, al iniciar sesión también se le pedirá un código de su teléfono.',
      required: 'Su administrador la exige para su cuenta.',
      start: 'Configurar',
      done: 'La verificación en dos pasos está activada.',
    },
    sessions: {
      title: 'Dónde tiene la sesión iniciada',
      title_of: 'Sesiones',
      hint: 'Una sesión se cierra sola tras {{minutes}} minutos sin uso.',
      address: 'Dirección',
      browser: 'Navegador',
      last_used: 'Último uso',
      started: 'Inicio',
      current: 'Este navegador',
      end: 'Cerrar',
      end_others: 'Cerrar las demás sesiones',
      ended: 'Sesión cerrada',
      none: 'No hay otras sesiones.',
      unknown_browser: 'Navegador desconocido',
    },
    admin: {
      title: 'Seguridad',
      locks: 'Bloqueos de acceso',
      no_locks: 'No hay intentos fallidos registrados.',
      failures: 'intentos fallidos: {{smart_count}}',
      locked_until: 'bloqueado hasta las {{time}}',
      from_address: 'desde {{address}}',
      all_addresses: 'todas las direcciones',
      clear_locks: 'Quitar bloqueos',
      cleared: 'Bloqueos quitados',
      reset_mfa: 'Restablecer la verificación en dos pasos',
      reset_mfa_confirm: '¿Restablecer la verificación en dos pasos de {{name}}? Entrará solo con su contraseña hasta que vuelva a configurarla.',
      reset_done: 'Verificación en dos pasos restablecida',
    },
  },
};

const catalogs: Record<Language, Messages> = { en, zh, es };

/** The sign-in and sessions page's text, and an administrator's security section of a user (registered in src/featureMessages.ts). */
export function securityMessages(language: Language): Messages {
  return catalogs[language];
}
