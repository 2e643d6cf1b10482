import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import { installHttpEnvironment } from './app/http-environment.ts';
import { legacyHashTarget } from './app/legacy-hash.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installSessionLifecycle } from './app/session-lifecycle.ts';
import { listenForCompletedTourFlows } from './shared/tour/product-tour.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Guard 8: an address of the old hash-routed console becomes its history-style address.
const legacyTarget = legacyHashTarget(window.location.hash);
if (legacyTarget)
  window.history.replaceState(null, '', `${import.meta.env.BASE_URL.replace(/\/$/, '')}${legacyTarget}`);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
installHttpEnvironment(router, queryClient);
installSessionLifecycle(queryClient, (to) => void router.navigate(to));
listenForCompletedTourFlows((to) => void router.navigate(to));

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
