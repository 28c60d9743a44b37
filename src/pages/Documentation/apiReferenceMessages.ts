import type { Language } from '../../i18n/languages';

const en = {
  apiReference: {
    intro: 'Every call you may make, what it takes and what it answers, as the server describes itself right now. To try a call, paste a token under Authentication: the page never sends yours.',
    loading: 'Loading the API description…',
    failed: 'The API description could not be loaded. Try again in a moment.',
    retry: 'Try again',
    download: 'Download openapi.json',
  },
};

const messages: Record<Language, typeof en> = {
  en,
  zh: {
    apiReference: {
      intro: '这里列出您有权调用的全部接口，以及各接口的参数和返回内容，均由服务器实时生成。如需试调用，请在“Authentication”中粘贴一个令牌：本页不会发送您当前登录的令牌。',
      loading: '正在加载接口说明…',
      failed: '接口说明加载失败，请稍后重试。',
      retry: '重试',
      download: '下载 openapi.json',
    },
  },
  es: {
    apiReference: {
      intro: 'Todas las llamadas que puede hacer, qué reciben y qué responden, tal como el servidor se describe en este momento. Para probar una llamada, pegue un token en Authentication: esta página nunca envía el suyo.',
      loading: 'Cargando la descripción de la API…',
      failed: 'No se pudo cargar la descripción de la API. Vuelva a intentarlo en un momento.',
      retry: 'Reintentar',
      download: 'Descargar openapi.json',
    },
  },
};

/** The API reference page's words under `apiReference.` (registered in src/featureMessages.ts). */
export const apiReferenceMessages = (language: Language) => messages[language];
