import { testIds } from '@arca/contract';
import { StatusPage } from '@arca/ui';
import { Button } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/**
 * /500 (R1.26, R1.27): shown when the console itself navigated here; typed into the address bar
 * or reloaded, there is no failure to report, so it leads to the start page.
 */
export function ServerErrorPage() {
  const navigate = useNavigate();
  // The router gives the first entry of a visit the key 'default'; navigations get their own.
  if (useLocation().key === 'default') return <Navigate to={paths.root()} replace />;
  return (
    <StatusPage
      status="500"
      title="Something went wrong on the server"
      subtitle="The server could not answer. Try again in a moment; if it persists, an administrator can find the cause in the logs."
      testId={testIds.errorPage.serverError}
      action={
        <Button type="primary" onClick={() => navigate(paths.home())}>
          Back to the home page
        </Button>
      }
    />
  );
}
