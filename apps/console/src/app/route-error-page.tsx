import { specMessages } from '@arca/contract';
import { StatusPage } from '@arca/ui';
import { Button, Flex } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BlockedRequest } from '../features/errors/pages/blocked-request-page.tsx';
import { ApiError } from '../shared/http/index.ts';
import { isChunkFailure } from '../shared/microfrontends/index.ts';

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
 * load, or a render error. A reload starts the application again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 406) {
    return <BlockedRequest requestId={error.requestId ?? specMessages.internalError} />;
  }
  const { title, subtitle } = describe(error);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusPage
        status="500"
        title={title}
        subtitle={subtitle}
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            {isChunkFailure(error) ? 'Reload' : 'Try again'}
          </Button>
        }
      />
    </Flex>
  );
}
