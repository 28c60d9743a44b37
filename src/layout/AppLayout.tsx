import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { AppMenu } from './AppMenu';
import { ApiFeedback } from './ApiFeedback';

function AppTopBar() {
  return (
    <AppBar toolbar={<LanguageMenu />}>
      <TitlePortal />
    </AppBar>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={AppTopBar}>
      {children}
      <ApiFeedback />
    </Layout>
  );
}
