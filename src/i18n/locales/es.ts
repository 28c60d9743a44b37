import type en from './en';

const es: typeof en = {
  app: {
    title: 'Sistema de Gestión de Operaciones Aeroespaciales',
    api: {
      network: 'No se puede conectar con el servidor. Compruebe la red e inténtelo de nuevo.',
      timeout: 'El servidor no respondió a tiempo. Inténtelo de nuevo.',
      http_status: 'El servidor tiene problemas en este momento. Inténtelo más tarde.',
      bad_response: 'El servidor envió una respuesta que la consola no entiende.',
      unknown: 'Algo salió mal. Inténtelo de nuevo.',
      outage: {
        database: 'El servicio no puede conectarse a su base de datos en este momento. La consola lo sigue intentando y actualizará esta página en cuanto se restablezca.',
        network: 'No se puede conectar con el servidor en este momento. La consola lo sigue intentando y actualizará esta página en cuanto responda.',
        retry: 'Reintentar ahora',
      },
    },
    data: {
      unknown_resource: 'Esta pantalla no está configurada.',
      unsupported: 'Esta acción no está disponible aquí.',
      not_found: 'El registro ya no existe.',
    },
    auth: { not_logged_in: 'No ha iniciado sesión.' },
    relogin: {
      title: '¿Cerrar sesión?',
      content: 'Su sesión ha terminado. Puede cancelar para quedarse en esta página o volver a iniciar sesión.',
      confirm: 'Volver a iniciar sesión',
      cancel: 'Cancelar',
    },
    auth_redirect: {
      title: '¿Reemplazar la sesión abierta?',
      content: 'Ya ha iniciado sesión en este navegador. El enlace que ha seguido inicia una sesión con otra identidad, quizá la de otro usuario. ¿Quiere conservar su sesión actual o reemplazarla por la del enlace?',
      keep: 'Conservar mi sesión',
      replace: 'Reemplazarla',
    },
    login: {
      subtitle: 'Acceda a la consola de operaciones y supervisión',
      account: 'Cuenta',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      account_required: 'Introduzca su cuenta',
      password_required: 'Introduzca su contraseña',
    },
    language: { label: 'Idioma', switched: 'Idioma cambiado correctamente' },
    page: {
      not_found_title: 'Página no encontrada',
      not_found_text: 'La página que busca no existe o se ha movido.',
      unauthorized_title: 'Sin acceso',
      unauthorized_text: 'Su rol no le permite abrir esta página.',
      back_home: 'Volver al inicio',
      placeholder: 'Esta pantalla está en preparación. Sus datos ya los ofrece la API.',
      edit: 'Editar {{resource}}: {{name}}',
      show: '{{resource}}: {{name}}',
    },
    status: { enabled: 'Activada', disabled: 'Desactivada' },
    common: { yes: 'Sí', no: 'No' },
    handle: { '0': 'Pendiente', '1': 'En curso', '2': 'Resuelta' },
    list: { search: 'Buscar', actions: 'Acciones', range_capped: '{{from}}-{{to}} de más de {{total}}' },
    form: { password_keep: 'Déjelo vacío para conservar la contraseña actual', password_confirm: 'Confirmar contraseña' },
    validation: {
      phone: 'Introduzca un teléfono válido',
      password_mismatch: 'Las dos contraseñas no coinciden',
      credit_code: 'El código de crédito social tiene 18 dígitos o letras mayúsculas',
    },
    tree: { next_level: 'Siguiente nivel', load_failed: 'No se pudo cargar la lista' },
    time: { just_now: 'ahora mismo', minutes: 'hace {{count}} min', hours: 'hace {{count}} h', days: 'hace {{count}} d' },
  },
  menu: {
    home: 'Inicio',
    governmentResources: 'Recursos gubernamentales',
    partnerCompanies: 'Empresas asociadas',
    personnel: 'Gestión de personal',
    checkpoints: 'Gestión de puntos de control',
    safetyInspection: 'Gestión de inspecciones de seguridad',
    alarms: 'Gestión de alarmas',
    permission: 'Gestión de permisos',
    statistic: 'Estadísticas',
    accounts: 'Cuentas',
    documentation: 'Documentación',
    guide: 'Guía',
  },
};

export default es;
