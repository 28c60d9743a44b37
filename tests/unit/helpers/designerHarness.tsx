import type { ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { designerMessages } from '../../../src/pages/designer/messages';
import type { Language } from '../../../src/i18n/languages';

/** The designer's words in one language, through react-i18next as the console gives them. */
export function designerI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: designerMessages(language) } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

/** Renders a piece of the designer in `language`, inside a router (its links). */
export function renderDesigner(ui: ReactNode, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={designerI18n(language)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
