import { specMessages } from '@arca/contract';
import { statusGlyphs } from '@arca/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../shared/http/index.ts';
import { isChunkFailure } from '../shared/microfrontends/index.ts';
import { InAntdTheme, loadAntd } from './antd-scope.tsx';

// A refused request is no failure of the network, so its page may load antd with its own code.
const BlockedRequest = lazy(async () => {
  const [page] = await Promise.all([import('../features/errors/pages/blocked-request-page.tsx'), loadAntd()]);
  const Page = page.BlockedRequest;
  return {
    default: (props: ComponentProps<typeof Page>) => (
      <InAntdTheme>
        <Page {...props} />
      </InAntdTheme>
    ),
  };
});

function describe(error: unknown): { title: string; subtitle: string } {
  // R9.09, R9.10: the console changed on the server since this page loaded, or the network dropped.
  if (isChunkFailure(error)) {
    return {
      title: 'This page could not be loaded',
      subtitle: `${error.name}: part of the console did not arrive. Reload to get the current version.`,
    };
  }
  if (error instanceof ApiError) {
    return { title: 'Arca could not load this page', subtitle: error.message };
  }
  if (isRouteErrorResponse(error)) {
    return { title: 'Arca could not load this page', subtitle: `${error.status} ${error.statusText}`.trim() };
  }
  // A failed chunk or a bug: the details belong in the console log, not on screen.
  return { title: 'Something went wrong', subtitle: specMessages.internalError };
}

/**
 * The root error boundary: start-up that could not reach the server, a route chunk that failed to
 * load, or a render error. A reload starts the application again. Drawn without antd, as the
 * widgets' status page looks: a page whose code did not arrive cannot count on antd's either.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 406) {
    return (
      <Suspense fallback={null}>
        <BlockedRequest requestId={error.requestId ?? specMessages.internalError} />
      </Suspense>
    );
  }
  const { title, subtitle } = describe(error);
  return (
    <main className="arca-plain arca-status-page" data-status="500">
      <div className="arca-status-mark">
        <span className="arca-status-icon">
          <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={statusGlyphs['500']}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span className="arca-status-code">ERROR 500</span>
      </div>
      <h1 className="arca-status-title">{title}</h1>
      <p className="arca-status-subtitle">{subtitle}</p>
      <button type="button" className="arca-button arca-button-primary" onClick={() => window.location.reload()}>
        {isChunkFailure(error) ? 'Reload' : 'Try again'}
      </button>
    </main>
  );
}
