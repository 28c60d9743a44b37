import './loading/preloadAdmin'; // first: it asks for a signed-in page's code before the rest runs
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from './i18n';
import { Root } from './Root';

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Root />
      </I18nextProvider>
    </StrictMode>,
  );
});
