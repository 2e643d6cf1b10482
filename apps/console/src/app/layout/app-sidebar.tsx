import { testIds } from '@arca/contract';
import { Layout, Menu, type MenuProps, theme } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useProjectContext } from '../../shared/http/project-context.ts';
import { type Sidebar, sidebarsFor, type VisibilityContext } from '../../shared/visibility/index.ts';
import { useVisibilityContext } from '../../shared/visibility/visibility-context.ts';
import { DisabledEntry } from '../navigation/disabled-entry.tsx';
import {
  groupKeysOf,
  leavesOf,
  type MenuItem,
  type ResolvedMenuItem,
  resolveMenu,
  selectedMenuKeys,
} from '../navigation/menu-model.ts';
import { administrationMenu, applicationMenu, projectSettingsMenu } from '../navigation/menus.tsx';
import { shellSizes } from '../theme/theme-config.ts';

type MenuItems = NonNullable<MenuProps['items']>;

function sidebarMenu(sidebar: Sidebar, projectKey: string): readonly MenuItem[] {
  if (sidebar === 'projectSettings') return projectSettingsMenu(projectKey);
  return sidebar === 'application' ? applicationMenu : administrationMenu;
}

/** A real link, so an entry opens in a new tab and reads as navigation; plain text without a target. */
function linkTo(to: string | undefined, title: string) {
  return to ? <Link to={to}>{title}</Link> : title;
}

/** Antd items: top-level groups as titled sections, nested groups as submenus, leaves as links. */
function menuItems(entries: readonly ResolvedMenuItem[], depth = 0): MenuItems {
  return entries.map(({ item, outcome, to, children }) => {
    if (children.length > 0) {
      return depth === 0
        ? { type: 'group', key: item.key, label: linkTo(to, item.title), children: menuItems(children, depth + 1) }
        : { key: item.key, icon: item.icon, label: item.title, children: menuItems(children, depth + 1) };
    }
    if (outcome.kind === 'disabled') {
      return {
        key: item.key,
        icon: item.icon,
        label: <DisabledEntry reason={outcome.reason}>{item.title}</DisabledEntry>,
      };
    }
    return { key: item.key, icon: item.icon, label: linkTo(to, item.title) };
  });
}

/** The sidebars this visitor gets (R8.02–R8.04); before the context loads, the application menu alone. */
function shownSidebars(context: VisibilityContext | undefined): readonly Sidebar[] {
  return context ? sidebarsFor(context) : ['application'];
}

/**
 * The left sidebar: the application menu with the administration menu, or with the project
 * settings menu when a project administrator works in a selected project; collapses to icons.
 */
export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const context = useVisibilityContext();
  const projectKey = useProjectContext((state) => state.project.projectKey);
  const sections = shownSidebars(context).map((sidebar) => ({
    sidebar,
    entries: resolveMenu(sidebarMenu(sidebar, projectKey), context),
  }));
  const resolved = sections.flatMap((section) => section.entries);
  const selected = selectedMenuKeys(resolved, pathname);
  const leaves = leavesOf(resolved);
  // Every group starts open, also one that appears once the visibility context has loaded; the
  // visitor's own closing is what is remembered.
  const [closedGroups, setClosedGroups] = useState<readonly string[]>([]);
  const groups = groupKeysOf(resolved);
  const openKeys = groups.filter((key) => !closedGroups.includes(key));
  return (
    <Layout.Sider
      collapsed={collapsed}
      trigger={null}
      width={shellSizes.siderWidth}
      collapsedWidth={shellSizes.siderCollapsedWidth}
      data-testid={testIds.layout.sidebar}
      data-sidebars={sections.map((section) => section.sidebar).join(' ')}
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
          selectedKeys={selected}
          // Collapsed to icons, the menu opens its groups as pop-ups by itself.
          {...(collapsed ? {} : { openKeys })}
          onOpenChange={(keys) => {
            if (!collapsed) setClosedGroups(groups.filter((key) => !keys.includes(key)));
          }}
          style={{ borderInlineEnd: 'none', paddingBlock: token.paddingXS }}
          // Enter on a focused entry, or a click beside its text, reaches the item but not the link
          // inside it; the link handles its own clicks.
          onClick={({ key, domEvent }) => {
            const fromLink = domEvent.target instanceof Element && domEvent.target.closest('a') !== null;
            const entry = leaves.find((candidate) => candidate.item.key === key);
            // A data router's navigate never rejects: failures land in the route error boundary.
            if (entry?.to && entry.outcome.kind !== 'disabled' && !fromLink) void navigate(entry.to);
          }}
          items={menuItems(resolved)}
        />
      </nav>
    </Layout.Sider>
  );
}
