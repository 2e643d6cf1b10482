import { testIds } from '@arca/contract';
import { StatusPage } from '@arca/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/** /404 and every path no route claims (R1.24, R1.29). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      status="404"
      title="Page not found"
      subtitle="The page you asked for does not exist or has moved."
      testId={testIds.errorPage.notFound}
      action={
        <Button type="primary" onClick={() => navigate(paths.home())}>
          Back to the home page
        </Button>
      }
    />
  );
}
