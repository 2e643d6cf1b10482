import type { ProjectMember } from '@arca/contract';
import { Alert, Checkbox, Form, Modal, Select, Spin, theme } from 'antd';
import { useGroups, useUsers } from '../../../shared/management/queries.ts';
import { type MemberKind, useSetProjectMember } from '../api/members.ts';
import { useProjectRoles } from '../api/roles.ts';

const nouns: Record<MemberKind, string> = { users: 'user', groups: 'group' };

interface NameSelectProps {
  noun: string;
  /** Names already in the project, left out of the choice. */
  existing: readonly string[];
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

function NameSelect({ noun, names, pending, ...props }: NameSelectProps & { names: string[]; pending: boolean }) {
  const options = names.filter((name) => !props.existing.includes(name)).map((name) => ({ value: name, label: name }));
  return (
    <Select
      id={props.id}
      showSearch
      value={props.value}
      onChange={props.onChange}
      options={options}
      loading={pending}
      placeholder={`Choose a ${noun}`}
      notFoundContent={pending ? <Spin size="small" /> : `No ${noun} left to add`}
    />
  );
}

function UserSelect(props: NameSelectProps) {
  const users = useUsers();
  return <NameSelect {...props} names={users.data?.map((user) => user.username) ?? []} pending={users.isPending} />;
}

function GroupSelect(props: NameSelectProps) {
  const groups = useGroups();
  return <NameSelect {...props} names={groups.data?.map((group) => group.name) ?? []} pending={groups.isPending} />;
}

interface MemberDialogProps {
  projectKey: string;
  kind: MemberKind;
  /** The member whose roles change; absent when adding one. */
  member?: ProjectMember;
  /** Names already in the project, left out of the choice. */
  existing: readonly string[];
  onClose: () => void;
}

/** Adds a user or group to the project with roles, or changes a member's roles. */
export function MemberDialog({ projectKey, kind, member, existing, onClose }: MemberDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<ProjectMember>();
  const roles = useProjectRoles(projectKey);
  const save = useSetProjectMember(projectKey, kind);
  const noun = nouns[kind];
  const capitalised = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

  const NameField = kind === 'users' ? UserSelect : GroupSelect;

  return (
    <Modal
      open
      title={member ? `Roles of ${member.name}` : `Add a ${noun}`}
      okText={member ? 'Save' : `Add ${noun}`}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {roles.isError ? (
        <Alert type="error" showIcon title={roles.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      {save.isError ? (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: token.margin }} />
      ) : null}
      {roles.isPending ? <Spin /> : null}
      <Form<ProjectMember>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={member ?? { roles: [] }}
        onFinish={(values) =>
          save.mutate({ name: member?.name ?? values.name, roles: values.roles }, { onSuccess: onClose })
        }
      >
        {member ? null : (
          <Form.Item label={capitalised} name="name" rules={[{ required: true, message: `Choose a ${noun}` }]}>
            <NameField noun={noun} existing={existing} />
          </Form.Item>
        )}
        <Form.Item
          label="Roles"
          name="roles"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one role' }]}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}
            options={(roles.data ?? []).map((role) => ({ value: role.name, label: role.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
