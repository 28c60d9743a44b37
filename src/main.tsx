import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from './i18n';
import { preloadAdmin, Root } from './Root';

preloadAdmin(window.location.pathname);
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Root />
      </I18nextProvider>
    </StrictMode>,
  );
});
