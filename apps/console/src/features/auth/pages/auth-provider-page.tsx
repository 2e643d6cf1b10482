import { testIds } from '@arca/contract';
import { Alert, Button, Spin } from 'antd';
import { useParams } from 'react-router';
import { sanitizeExternalUrl } from '../../../shared/routing/safe-url.ts';
import { useLoginRelatedData } from '../api/login-related-data.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';

/** The provider types this screen knows; SAML is the one external provider Arca can be set up with. */
export const SAML_PROVIDER_TYPE = 'saml';

/**
 * /auth-provider/{type} (R1.21): the entry to sign-in at an external provider. It offers the
 * provider's link when that provider is set up, and says so plainly when it is not.
 */
export function AuthProviderPage() {
  const { type = '' } = useParams();
  const related = useLoginRelatedData();
  const link = sanitizeExternalUrl(related.data?.ssoProviderLink);

  if (related.isPending) {
    return (
      <AuthCard title="Provider sign-in">
        <Spin />
      </AuthCard>
    );
  }
  if (type !== SAML_PROVIDER_TYPE || !link) {
    return (
      <AuthCard title="Provider sign-in">
        <Alert
          type="warning"
          showIcon
          title={`The sign-in provider '${type}' is not set up on this server.`}
          data-testid={testIds.authProvider.unavailable}
        />
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Provider sign-in"
      description="This server signs you in through your organisation's identity provider."
    >
      <Button type="primary" size="large" block href={link} data-testid={testIds.authProvider.continue}>
        Continue to your identity provider
      </Button>
      <BackToLogin />
    </AuthCard>
  );
}
