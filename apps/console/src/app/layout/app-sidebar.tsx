import { isLoggedIn, testIds } from '@arca/contract';
import { Layout, Menu, type MenuProps, theme } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { shellSizes } from '../theme/theme-config.ts';
import { administrationMenu, applicationMenu, type MenuEntry, selectedMenuKeys } from './menu-items.tsx';

type MenuItems = NonNullable<MenuProps['items']>;

function menuItems(entries: readonly MenuEntry[]): MenuItems {
  return entries.map((entry) => ({
    key: entry.key,
    icon: entry.icon,
    // A real link, so an entry opens in a new tab and reads as navigation.
    label: <Link to={entry.to}>{entry.label}</Link>,
  }));
}

/** The left sidebar: the application menu, and the administration menu for administrators; collapses to icons. */
export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const isAdmin = isLoggedIn(user) && user?.admin === true;
  const entries = isAdmin ? [...applicationMenu, ...administrationMenu] : applicationMenu;
  const items: MenuItems = isAdmin
    ? [
        ...menuItems(applicationMenu),
        { type: 'group', key: 'administration', label: 'Administration', children: menuItems(administrationMenu) },
      ]
    : menuItems(applicationMenu);
  return (
    <Layout.Sider
      collapsed={collapsed}
      trigger={null}
      width={shellSizes.siderWidth}
      collapsedWidth={shellSizes.siderCollapsedWidth}
      data-testid={testIds.layout.sidebar}
      style={{
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: shellSizes.headerHeight,
        height: `calc(100vh - ${shellSizes.headerHeight}px)`,
        overflow: 'auto',
      }}
    >
      <nav aria-label="Application">
        <Menu
          mode="inline"
          className="arca-app-menu"
          selectedKeys={selectedMenuKeys(entries, pathname)}
          style={{ borderInlineEnd: 'none', paddingBlock: token.paddingXS }}
          // Enter on a focused entry, or a click beside its text, reaches the item but not the link
          // inside it; the link handles its own clicks.
          onClick={({ key, domEvent }) => {
            const fromLink = domEvent.target instanceof Element && domEvent.target.closest('a') !== null;
            const entry = entries.find((candidate) => candidate.key === key);
            // A data router's navigate never rejects: failures land in the route error boundary.
            if (entry && !fromLink) void navigate(entry.to);
          }}
          items={items}
        />
      </nav>
    </Layout.Sider>
  );
}
