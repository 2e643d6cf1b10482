import type { AccessUserDetails } from '@arca/contract';
import { Flex, Tag, theme } from 'antd';
import { userStatusLabels } from '../user-display.ts';

const tagColours: Record<string, string | undefined> = {
  Disabled: 'default',
  Locked: 'error',
  'Password expired': 'warning',
};

/** A tag per state that needs attention; plain 'Active' when there is none. */
export function UserStatus({ user }: { user: AccessUserDetails }) {
  const { token } = theme.useToken();
  const labels = userStatusLabels(user);
  if (labels.length === 0) return <span>Active</span>;
  return (
    <Flex gap={token.marginXXS} wrap>
      {labels.map((label) => (
        <Tag key={label} color={tagColours[label]} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      ))}
    </Flex>
  );
}
