import { specMessages } from '@arca/contract';
import { StatusPage } from '@arca/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

/** Where the guards send a visitor who may not see the page they asked for (R1.28). */
export function AuthorizationPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      status="403"
      title={specMessages.notAuthorizedToView}
      subtitle="Ask an administrator for access if you need this page."
      action={
        <Button type="primary" onClick={() => navigate(paths.home())}>
          Back to the home page
        </Button>
      }
    />
  );
}
