import { PageHeader } from '@arca/ui';
import { Alert, Flex, Skeleton, theme } from 'antd';
import { useParams } from 'react-router';
import { PrincipalGrants } from '../../../shared/management/principal-grants.tsx';
import { useGroups, useUser } from '../../../shared/management/queries.ts';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { LockedUserAlert } from '../components/locked-user-alert.tsx';
import { UserEditor } from '../components/user-editor.tsx';

/** /admin/management/users/new and /admin/management/users/:userName/edit (R1.64). */
export function UserEditorPage() {
  const { userName } = useParams();
  usePageTitle(userName, 'Users');
  return (
    <>
      <PageHeader title={userName === undefined ? 'New user' : `Edit user '${userName}'`} />
      {userName === undefined ? <NewUserContent /> : <EditUserContent key={userName} name={userName} />}
    </>
  );
}

function NewUserContent() {
  const groups = useGroups();
  if (groups.isError) return <LoadFailure error={groups.error} />;
  if (groups.isPending) return <Skeleton active />;
  return <UserEditor groupNames={groups.data.map((group) => group.name)} />;
}

function EditUserContent({ name }: { name: string }) {
  const { token } = theme.useToken();
  const user = useUser(name);
  const groups = useGroups();
  if (user.isError) return <LoadFailure error={user.error} />;
  if (groups.isError) return <LoadFailure error={groups.error} />;
  if (user.isPending || groups.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={token.marginLG}>
      {/* Reads the live user, so the alert goes once the user is unlocked. */}
      <LockedUserAlert user={user.data} />
      <UserEditor user={user.data} groupNames={groups.data.map((group) => group.name)} />
      <PrincipalGrants kind="user" name={user.data.username} />
    </Flex>
  );
}

function LoadFailure({ error }: { error: Error }) {
  return <Alert type="error" showIcon title="The user could not be loaded" description={error.message} />;
}
