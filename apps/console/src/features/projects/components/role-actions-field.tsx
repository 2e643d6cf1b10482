import type { ProjectRoleAction } from '@arca/contract';
import { Checkbox, Flex, theme } from 'antd';
import { actionLabel, actionsOfGroup, roleActionGroups } from '../role-actions.ts';

interface RoleActionsFieldProps {
  value?: ProjectRoleAction[];
  onChange?: (value: ProjectRoleAction[]) => void;
}

/** The actions of a role as checkboxes, one group per kind of resource. */
export function RoleActionsField({ value = [], onChange }: RoleActionsFieldProps) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.marginLG} wrap>
      {roleActionGroups.map((group) => {
        const actions = actionsOfGroup(group);
        return (
          <fieldset key={group.title} style={{ border: 0, padding: 0, margin: 0, minWidth: 160 }}>
            <legend style={{ fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>{group.title}</legend>
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}
              value={value.filter((action) => actions.includes(action))}
              options={actions.map((action) => ({ value: action, label: actionLabel(action, group) }))}
              onChange={(chosen) => {
                const others = value.filter((action) => !actions.includes(action));
                onChange?.([...others, ...chosen]);
              }}
            />
          </fieldset>
        );
      })}
    </Flex>
  );
}
