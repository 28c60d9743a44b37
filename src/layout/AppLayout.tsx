import type { ReactNode } from 'react';
import { AppBar, Layout, LocalesMenuButton, TitlePortal } from 'react-admin';
import { AppMenu } from './AppMenu';
import { ApiFeedback } from './ApiFeedback';

function AppTopBar() {
  return (
    <AppBar toolbar={<LocalesMenuButton />}>
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
