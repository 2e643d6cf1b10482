import { testIds } from '@arca/contract';
import { LazyAlert } from '@arca/ui';
import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePlatformState } from '../platform-state.ts';
import { useSessionCheck } from '../use-session-check.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { takeMainFocusRequest } from './main-focus.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import './shell-frame.css';

/** Moves focus into the main content when asked to (after login), once the page is there. */
function useRequestedMainFocus() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival on a page may carry a request.
  useEffect(() => {
    if (takeMainFocusRequest()) document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [key]);
}

/** The application layout (shell.md §2): skip link, top bar, sidebar, breadcrumbs, then the page. */
export function AppLayout() {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const serverError = usePlatformState((state) => state.routeServerError);
  useSessionCheck();
  useRequestedMainFocus();
  // The frame antd's Layout drew, with its elements (section, header, aside, main) and its flex
  // boxes, in plain elements: the shell is the first thing every screen shows.
  const column = {
    display: 'flex',
    flex: 'auto',
    flexDirection: 'column',
    minHeight: 0,
    background: token.colorBgLayout,
  } as const;
  return (
    <section className="arca-shell" style={{ ...column, minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader sidebarCollapsed={collapsed} onToggleSidebar={() => setCollapsed((value) => !value)} />
      <section style={{ ...column, flexDirection: 'row' }}>
        <AppSidebar collapsed={collapsed} onExpand={() => setCollapsed(false)} />
        <section
          style={{ ...column, width: 0, padding: `${token.paddingSM}px ${token.paddingLG}px ${token.paddingLG}px` }}
        >
          <AppBreadcrumbs />
          {/* Focusable from script only, so the skip link and a login can move focus here. */}
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            data-testid={testIds.layout.content}
            style={{ flex: 'auto', minHeight: 0, color: token.colorText, marginTop: token.marginSM, outline: 'none' }}
          >
            {serverError ? (
              <LazyAlert type="error" showIcon title={serverError} style={{ marginBottom: token.marginMD }} />
            ) : null}
            <Outlet />
          </main>
        </section>
      </section>
    </section>
  );
}
