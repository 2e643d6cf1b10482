import type { AccessUserDetails } from '@arca/contract';
import { toast } from '@arca/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveAfterSave } from '../../../shared/forms/use-leave-after-save.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import {
  emptyUserForm,
  hasNewUserInput,
  newUserRequest,
  type UserFormValues,
  userChanges,
  userFormValues,
} from '../user-form-values.ts';
import { UserForm } from './user-form.tsx';

export interface UserEditorProps {
  /** The user as loaded; absent for a new user. */
  user?: AccessUserDetails;
  groupNames: readonly string[];
}

/**
 * Creates a user, or saves only the fields of an existing one that changed, then goes back to the
 * list. Leaving with unsaved changes asks first (R26.32).
 */
export function UserEditor({ user, groupNames }: UserEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  // The values as first shown: later refreshes of the user must not move what 'changed' means.
  const [initial] = useState(() => (user ? userFormValues(user) : emptyUserForm));
  const [current, setCurrent] = useState<Partial<UserFormValues>>(initial);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const isNew = user === undefined;
  const dirty = isNew ? hasNewUserInput(current) : Object.keys(userChanges(initial, current)).length > 0;
  const { guard, leave } = useLeaveAfterSave(dirty);

  const saved = (text: string) => {
    toast(message, { type: 'success', content: text });
    leave(paths.adminUsers());
  };

  const submit = (values: UserFormValues) => {
    if (isNew) {
      const body = newUserRequest(values);
      createUser.mutate(body, { onSuccess: () => saved(`User '${body.username}' created`) });
      return;
    }
    updateUser.mutate(
      { name: user.username, changes: userChanges(initial, values) },
      { onSuccess: () => saved(`User '${user.username}' saved`) },
    );
  };

  return (
    <>
      {guard}
      <UserForm
        form={form}
        isNew={isNew}
        initialValues={initial}
        groupNames={groupNames}
        error={isNew ? createUser.error : updateUser.error}
        saving={createUser.isPending || updateUser.isPending}
        canSave={isNew || dirty}
        onValuesChange={setCurrent}
        onSubmit={submit}
        onCancel={() => void navigate(paths.adminUsers())}
      />
    </>
  );
}
