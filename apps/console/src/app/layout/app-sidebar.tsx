import { testIds } from '@arca/contract';
import { Layout, Menu, theme } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { shellSizes } from '../theme/theme-config.ts';
import { applicationMenu, selectedMenuKeys } from './menu-items.tsx';

/** The left sidebar with the application menu; collapses to icons. */
export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
          selectedKeys={selectedMenuKeys(applicationMenu, pathname)}
          style={{ borderInlineEnd: 'none', paddingBlock: token.paddingXS }}
          // Enter on a focused entry, or a click beside its text, reaches the item but not the link
          // inside it; the link handles its own clicks.
          onClick={({ key, domEvent }) => {
            const fromLink = domEvent.target instanceof Element && domEvent.target.closest('a') !== null;
            const entry = applicationMenu.find((candidate) => candidate.key === key);
            // A data router's navigate never rejects: failures land in the route error boundary.
            if (entry && !fromLink) void navigate(entry.to);
          }}
          items={applicationMenu.map((entry) => ({
            key: entry.key,
            icon: entry.icon,
            // A real link, so an entry opens in a new tab and reads as navigation.
            label: <Link to={entry.to}>{entry.label}</Link>,
          }))}
        />
      </nav>
    </Layout.Sider>
  );
}
