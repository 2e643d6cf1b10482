import { testIds } from '@arca/contract';
import { Alert, Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { usePlatformState } from '../platform-state.ts';
import { useSessionCheck } from '../use-session-check.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';

/** The application layout (shell.md §2): top bar, sidebar, breadcrumbs, then the page. */
export function AppLayout() {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const serverError = usePlatformState((state) => state.routeServerError);
  useSessionCheck();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader sidebarCollapsed={collapsed} onToggleSidebar={() => setCollapsed((value) => !value)} />
      <Layout>
        <AppSidebar collapsed={collapsed} />
        <Layout style={{ padding: `${token.paddingSM}px ${token.paddingLG}px ${token.paddingLG}px` }}>
          <AppBreadcrumbs />
          <Layout.Content data-testid={testIds.layout.content} style={{ marginTop: token.marginSM }}>
            {serverError ? (
              <Alert type="error" showIcon title={serverError} style={{ marginBottom: token.marginMD }} />
            ) : null}
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
