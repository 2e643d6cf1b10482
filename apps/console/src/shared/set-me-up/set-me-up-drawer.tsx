import { Drawer } from 'antd';
import { SetMeUpContent } from './set-me-up-content.tsx';

export interface SetMeUpDrawerProps {
  repoKey: string;
  open: boolean;
  onClose: () => void;
}

export const SET_ME_UP_DRAWER_WIDTH = 640;

/** Set-me-up for one repository; an issued token goes with the drawer's content when it closes. */
export function SetMeUpDrawer({ repoKey, open, onClose }: SetMeUpDrawerProps) {
  return (
    <Drawer
      title={`Set Me Up: ${repoKey}`}
      open={open}
      onClose={onClose}
      width={SET_ME_UP_DRAWER_WIDTH}
      destroyOnHidden
    >
      <SetMeUpContent repoKey={repoKey} />
    </Drawer>
  );
}
