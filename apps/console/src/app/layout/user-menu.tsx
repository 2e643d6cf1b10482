import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { isLoggedIn, testIds } from '@arca/contract';
import { App, Avatar, Button, Dropdown, Flex, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser, useLogout } from '../../features/auth/api/index.ts';
import { paths } from '../../shared/routing/paths.ts';

/** The signed-in user with a Log out entry; an anonymous visitor gets a Log in button instead. */
export function UserMenu() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser().data;
  const logoutCall = useLogout();

  if (!isLoggedIn(user)) {
    return (
      <Button
        type="primary"
        onClick={() => navigate(paths.login({ redirectTo: `${location.pathname}${location.search}` }))}
      >
        Log in
      </Button>
    );
  }

  const onLogout = () =>
    logoutCall.mutate(undefined, {
      onSuccess: () => navigate(paths.login(), { replace: true }),
      onError: (error) => {
        // The toast's close promise is of no interest here.
        void message.error(error.message);
      },
    });

  const name = user?.name ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: 'Edit profile',
            onClick: () => void navigate(paths.userProfile()),
          },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: 'Log out',
            'data-testid': testIds.layout.logout,
            onClick: onLogout,
          },
        ],
      }}
    >
      <Button type="text" data-testid={testIds.layout.userMenu} aria-label={`User menu for ${name}`}>
        <Flex align="center" gap={token.marginXS}>
          <Avatar size="small" style={{ backgroundColor: token.colorPrimary, color: token.colorTextLightSolid }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <span>{name}</span>
          <DownOutlined style={{ fontSize: token.fontSizeSM }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
