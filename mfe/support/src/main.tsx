import type { MicrofrontendLifecycles, MicrofrontendProps } from '@arca/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { attachHost } from './host.ts';
import { SupportZonePage } from './pages/support-zone-page.tsx';

type Props = MicrofrontendProps<HTMLElement>;

/** One React root per element it is mounted into: the /demo container may mount it twice. */
const roots = new WeakMap<HTMLElement, Root>();

/** The support zone, delivered apart from the console (single-spa's parcel lifecycle). */
export const lifecycles: MicrofrontendLifecycles<HTMLElement> = {
  async bootstrap({ host }: Props) {
    attachHost(host);
  },
  async mount({ domElement, host }: Props) {
    const root = createRoot(domElement);
    roots.set(domElement, root);
    root.render(
      <StrictMode>
        {/* The shell's theme and query cache: it looks like the console and shares what it read. */}
        <ConfigProvider theme={host.theme as ThemeConfig}>
          <App component={false}>
            <QueryClientProvider client={host.queryClient as QueryClient}>
              <SupportZonePage />
            </QueryClientProvider>
          </App>
        </ConfigProvider>
      </StrictMode>,
    );
  },
  async unmount({ domElement }: Props) {
    roots.get(domElement)?.unmount();
    roots.delete(domElement);
  },
};

export const { bootstrap, mount, unmount } = lifecycles;
