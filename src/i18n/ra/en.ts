import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** react-admin's own English messages, as shipped by ra-language-english (Polyglot syntax). */
const raEn: TranslationMessages = englishMessages;

export default raEn;
