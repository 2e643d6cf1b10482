import type { AccessGroup } from '@arca/contract';
import { toast } from '@arca/ui';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveAfterSave } from '../../../shared/forms/use-leave-after-save.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import {
  emptyGroupForm,
  type GroupFormValues,
  groupFieldChanges,
  groupFormValues,
  hasGroupChanges,
  hasNewGroupInput,
  memberChanges,
  newGroupRequest,
} from '../group-form-values.ts';
import { GroupForm } from './group-form.tsx';

export interface GroupEditorProps {
  /** The group as loaded; absent for a new group. */
  group?: AccessGroup;
  userNames: readonly string[];
}

/**
 * Creates a group with its members, or saves the changed fields and the member difference of an
 * existing one, then goes back to the list. Leaving with unsaved changes asks first (R26.32).
 */
export function GroupEditor({ group, userNames }: GroupEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<GroupFormValues>();
  // The values as first shown: later refreshes of the group must not move what 'changed' means.
  const [initial] = useState(() => (group ? groupFormValues(group) : emptyGroupForm));
  const [current, setCurrent] = useState<Partial<GroupFormValues>>(initial);
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();

  const isNew = group === undefined;
  const dirty = isNew ? hasNewGroupInput(current) : hasGroupChanges(initial, current);
  const { guard, leave } = useLeaveAfterSave(dirty);

  const saved = (text: string) => {
    toast(message, { type: 'success', content: text });
    leave(paths.adminGroups());
  };

  const submit = (values: GroupFormValues) => {
    if (isNew) {
      const body = newGroupRequest(values);
      createGroup.mutate(body, { onSuccess: () => saved(`Group '${body.name}' created`) });
      return;
    }
    updateGroup.mutate(
      {
        name: group.name,
        fields: groupFieldChanges(initial, values),
        members: memberChanges(initial.members, values.members),
      },
      { onSuccess: () => saved(`Group '${group.name}' saved`) },
    );
  };

  return (
    <>
      {guard}
      <GroupForm
        form={form}
        isNew={isNew}
        initialValues={initial}
        userNames={userNames}
        error={isNew ? createGroup.error : updateGroup.error}
        saving={createGroup.isPending || updateGroup.isPending}
        canSave={isNew || dirty}
        onValuesChange={setCurrent}
        onSubmit={submit}
        onCancel={() => void navigate(paths.adminGroups())}
      />
    </>
  );
}
