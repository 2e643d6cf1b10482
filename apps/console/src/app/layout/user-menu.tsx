import { DownOutlined } from '@ant-design/icons';
import { isLoggedIn, testIds } from '@arca/contract';
import { App, Button, Dropdown, Flex, type MenuProps, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser, useLogout } from '../../features/auth/api/index.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';
import { type ResolvedMenuItem, resolveMenu } from '../navigation/menu-model.ts';
import { LOGOUT_ITEM_KEY, userMenu } from '../navigation/menus.tsx';

/** The entries about the account itself, set apart from the shortcuts above them. */
const OWN_ENTRY_KEYS: readonly string[] = ['editProfile', LOGOUT_ITEM_KEY];

/** The signed-in user's menu (R8.22) as the visibility rules allow; an anonymous visitor gets a Log in button instead. */
export function UserMenu() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser().data;
  const context = useVisibilityContext();
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

  const entries = resolveMenu(userMenu, context);
  type UserMenuItem = NonNullable<MenuProps['items']>[number];
  const toItem = ({ item, to, children }: ResolvedMenuItem): UserMenuItem => ({
    key: item.key,
    icon: item.icon,
    // An outside page (the cloud subscription, R8.11) opens in a new tab as a real link.
    label: item.href ? (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    ) : (
      item.title
    ),
    ...(children.length > 0
      ? { children: children.map(toItem) }
      : item.key === LOGOUT_ITEM_KEY
        ? { 'data-testid': testIds.layout.logout, onClick: onLogout }
        : { onClick: () => to && void navigate(to) }),
  });
  const items: NonNullable<MenuProps['items']> = entries.map(toItem);
  // Shortcuts and the account's own entries (Edit Profile, Logout) read as two groups.
  const firstOwn = entries.findIndex(({ item }) => OWN_ENTRY_KEYS.includes(item.key));
  if (firstOwn > 0) items.splice(firstOwn, 0, { type: 'divider', key: 'own' });

  const name = user?.name ?? '';
  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      {/* Named by what it shows (WCAG 2.5.3 label in name): the initial is decoration. */}
      <Button type="text" data-testid={testIds.layout.userMenu}>
        <Flex align="center" gap={token.marginXS}>
          {/* antd's small Avatar, drawn plainly (it is one letter in a circle). */}
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              boxSizing: 'border-box',
              width: token.controlHeightSM,
              height: token.controlHeightSM,
              borderRadius: '50%',
              border: `${token.lineWidth}px ${token.lineType} transparent`,
              fontSize: token.fontSize,
              whiteSpace: 'nowrap',
              verticalAlign: 'middle',
              backgroundColor: token.colorPrimary,
              color: token.colorTextLightSolid,
            }}
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span>
            <span className="arca-visually-hidden">User menu for</span> {name}
          </span>
          <DownOutlined aria-hidden style={{ fontSize: token.fontSizeSM }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}
