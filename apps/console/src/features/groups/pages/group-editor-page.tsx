import { PageHeader } from '@arca/ui';
import { Alert, Flex, Skeleton, theme } from 'antd';
import { useParams } from 'react-router';
import { PrincipalGrants } from '../../../shared/management/principal-grants.tsx';
import { useGroup, useUsers } from '../../../shared/management/queries.ts';
import { usePageTitle } from '../../../shared/routing/page-title.ts';
import { GroupEditor } from '../components/group-editor.tsx';

/** /admin/management/groups/new and /admin/management/groups/:groupName/edit (R1.65). */
export function GroupEditorPage() {
  const { groupName } = useParams();
  usePageTitle(groupName, 'Groups');
  return (
    <>
      <PageHeader title={groupName === undefined ? 'New group' : `Edit group '${groupName}'`} />
      {groupName === undefined ? <NewGroupContent /> : <EditGroupContent key={groupName} name={groupName} />}
    </>
  );
}

function NewGroupContent() {
  const users = useUsers();
  if (users.isError) return <LoadFailure error={users.error} />;
  if (users.isPending) return <Skeleton active />;
  return <GroupEditor userNames={users.data.map((user) => user.username)} />;
}

function EditGroupContent({ name }: { name: string }) {
  const { token } = theme.useToken();
  const group = useGroup(name);
  const users = useUsers();
  if (group.isError) return <LoadFailure error={group.error} />;
  if (users.isError) return <LoadFailure error={users.error} />;
  if (group.isPending || users.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={token.marginLG}>
      <GroupEditor group={group.data} userNames={users.data.map((user) => user.username)} />
      <PrincipalGrants kind="group" name={group.data.name} />
    </Flex>
  );
}

function LoadFailure({ error }: { error: Error }) {
  return <Alert type="error" showIcon title="The group could not be loaded" description={error.message} />;
}
