import type { UserProfile } from '@arca/contract';
import { PageHeader } from '@arca/ui';
import { Card, Descriptions, Flex, theme } from 'antd';
import { useState } from 'react';
import { AccountForm } from '../components/account-form.tsx';
import { IdentityTokenCard } from '../components/identity-token-card.tsx';
import { ReauthenticateForm } from '../components/reauthenticate-form.tsx';

/**
 * /user_profile: the signed-in user's own account. It opens behind their password (R28.035);
 * then the email and password can change and identity tokens be made and revoked.
 */
export function UserProfilePage() {
  const { token } = theme.useToken();
  // Held only while the page is open: leaving it asks for the password again next time.
  const [profile, setProfile] = useState<UserProfile>();

  return (
    <>
      <PageHeader title="User profile" description="Your account, password and identity tokens." />
      {profile ? (
        <Flex vertical gap={token.marginLG} style={{ maxWidth: 960 }}>
          <Card title="Account">
            <Descriptions
              column={1}
              items={[
                { key: 'name', label: 'User name', children: profile.name },
                { key: 'email', label: 'Email', children: profile.email || 'None' },
                { key: 'admin', label: 'Administrator', children: profile.admin ? 'Yes' : 'No' },
              ]}
            />
          </Card>
          <AccountForm profile={profile} onSaved={setProfile} />
          <IdentityTokenCard profile={profile} />
        </Flex>
      ) : (
        <ReauthenticateForm onProfile={setProfile} />
      )}
    </>
  );
}
