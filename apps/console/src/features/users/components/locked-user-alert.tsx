import type { AccessUserDetails } from '@arca/contract';
import { toast } from '@arca/ui';
import { Alert, App, Button } from 'antd';
import { accountActionDone, useAccountAction } from '../api/account-actions.ts';

/** On a locked user's editor: says so, and unlocks on the spot. Shows nothing for other users. */
export function LockedUserAlert({ user }: { user: AccessUserDetails }) {
  const { message } = App.useApp();
  const unlock = useAccountAction();
  if (!user.locked) return null;
  const onUnlock = () =>
    unlock.mutate(
      { action: 'unlock', name: user.username },
      {
        onSuccess: () => toast(message, { type: 'success', content: accountActionDone.unlock(user.username) }),
        onError: (error) => toast(message, { type: 'error', content: error.message }),
      },
    );
  return (
    <Alert
      type="warning"
      showIcon
      title="This user is locked after too many failed logins."
      action={
        <Button size="small" loading={unlock.isPending} onClick={onUnlock}>
          Unlock
        </Button>
      }
    />
  );
}
