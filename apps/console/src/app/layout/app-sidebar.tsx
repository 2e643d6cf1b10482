import { testIds } from '@arca/contract';
import { theme } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useLocation } from 'react-router';
import { useProjectContext } from '../../shared/http/project-context.ts';
import { type Sidebar, sidebarsFor, type VisibilityContext } from '../../shared/visibility/index.ts';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';
import { groupKeysOf, type MenuItem, resolveMenu, selectedMenuKeys } from '../navigation/menu-model.ts';
import { administrationMenu, applicationMenu, projectSettingsMenu } from '../navigation/menus.tsx';
import { palettes, shellSizes } from '../theme/theme-config.ts';
import { useThemeMode } from '../theme/use-theme-mode.ts';
import { SidebarNav } from './sidebar-nav.tsx';

function sidebarMenu(sidebar: Sidebar, projectKey: string): readonly MenuItem[] {
  if (sidebar === 'projectSettings') return projectSettingsMenu(projectKey);
  return sidebar === 'application' ? applicationMenu : administrationMenu;
}

/** The sidebars this visitor gets (R8.02–R8.04); before the context loads, the application menu alone. */
function shownSidebars(context: VisibilityContext | undefined): readonly Sidebar[] {
  return context ? sidebarsFor(context) : ['application'];
}

export interface AppSidebarProps {
  collapsed: boolean;
  /** Widens a collapsed sidebar, so a group opened from its icon can show its entries. */
  onExpand: () => void;
}

/**
 * The left sidebar: the application menu with the administration menu, or with the project
 * settings menu when a project administrator works in a selected project; collapses to icons.
 */
export function AppSidebar({ collapsed, onExpand }: AppSidebarProps) {
  const { token } = theme.useToken();
  const palette = palettes[useThemeMode().mode];
  const { pathname } = useLocation();
  const context = useVisibilityContext();
  const projectKey = useProjectContext((state) => state.project.projectKey);
  const sections = shownSidebars(context).map((sidebar) => ({
    sidebar,
    entries: resolveMenu(sidebarMenu(sidebar, projectKey), context),
  }));
  const resolved = sections.flatMap((section) => section.entries);
  // Every group starts open, also one that appears once the visibility context has loaded; the
  // visitor's own closing is what is remembered.
  const [closedGroups, setClosedGroups] = useState<readonly string[]>([]);
  const openKeys = groupKeysOf(resolved).filter((key) => !closedGroups.includes(key));
  const toggleGroup = (key: string) =>
    setClosedGroups((closed) => (closed.includes(key) ? closed.filter((other) => other !== key) : [...closed, key]));
  // The theme's colours for sidebar-nav.css, measured for contrast in theme-config.test.ts.
  const colours = {
    '--arca-nav-text': token.colorText,
    '--arca-nav-section-text': token.colorTextDescription,
    '--arca-nav-hover-bg': palette.menuHoverBg,
    '--arca-nav-current-bg': palette.menuSelectedBg,
    '--arca-nav-current-text': palette.menuSelectedText,
  } as CSSProperties;
  const width = collapsed ? shellSizes.siderCollapsedWidth : shellSizes.siderWidth;
  return (
    // antd's Sider, drawn plainly: a fixed-width column that narrows to icons.
    <aside
      className={collapsed ? 'arca-sider arca-sider-collapsed' : 'arca-sider'}
      data-testid={testIds.layout.sidebar}
      data-sidebars={sections.map((section) => section.sidebar).join(' ')}
      style={{
        flex: `0 0 ${width}px`,
        width,
        minWidth: width,
        maxWidth: width,
        background: token.colorBgContainer,
        transition: `all ${token.motionDurationMid}, background 0s`,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: shellSizes.headerHeight,
        height: `calc(100vh - ${shellSizes.headerHeight}px)`,
        overflow: 'auto',
      }}
    >
      <nav aria-label="Application" className={collapsed ? 'arca-sidenav-collapsed' : undefined} style={colours}>
        <SidebarNav
          entries={resolved}
          selectedKeys={selectedMenuKeys(resolved, pathname)}
          openKeys={openKeys}
          onToggleGroup={toggleGroup}
          collapsed={collapsed}
          onExpand={onExpand}
        />
      </nav>
    </aside>
  );
}
