import { CloudServerOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { DEFAULT_SERVER_NAME, generalConfigTestIds, testIds } from '@arca/contract';
import { PlainText } from '@arca/ui';
import { Button, Flex, Tooltip, theme } from 'antd';
import { Link } from 'react-router';
import { useFooter } from '../../features/auth/api/index.ts';
import { ArcaMark } from '../../shared/brand/arca-mark.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { shellSizes } from '../theme/theme-config.ts';
import { HelpMenu } from './help-menu.tsx';
import { ProjectSelector } from './project-selector.tsx';
import { SearchToolbar } from './search-toolbar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

export interface AppHeaderProps {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

/** The top bar: sidebar switch, product and server name, project, global search, theme switch and user menu. */
export function AppHeader({ sidebarCollapsed, onToggleSidebar }: AppHeaderProps) {
  const { token } = theme.useToken();
  const footer = useFooter().data;
  const serverName = footer?.serverName || DEFAULT_SERVER_NAME;
  return (
    <header
      data-testid={testIds.layout.header}
      style={{
        flex: '0 0 auto',
        height: shellSizes.headerHeight,
        padding: '0 16px',
        color: token.colorText,
        background: token.colorBgContainer,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        lineHeight: 'normal',
      }}
    >
      <Button
        type="text"
        aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!sidebarCollapsed}
        icon={sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSidebar}
      />
      <Link to={paths.home()} aria-label="Arca home" style={{ display: 'flex', alignItems: 'center' }}>
        <Flex align="center" gap={token.marginXS}>
          {/* An administrator's logo (general configuration) takes the mark's place. */}
          {footer?.logoUrl ? (
            <img
              src={footer.logoUrl}
              alt=""
              data-testid={generalConfigTestIds.headerLogo}
              style={{ height: 24, maxWidth: 120, objectFit: 'contain' }}
            />
          ) : (
            <ArcaMark size={24} color={token.colorPrimary} />
          )}
          <PlainText strong style={{ fontSize: token.fontSizeLG }}>
            Arca
          </PlainText>
        </Flex>
      </Link>
      {/* A pill, not a second title: it says which server this console belongs to. */}
      <Tooltip title="Server name">
        <Flex
          align="center"
          gap={token.marginXXS}
          style={{
            padding: `2px ${token.paddingXS}px`,
            borderRadius: token.borderRadiusSM,
            background: token.colorFillTertiary,
            color: token.colorTextSecondary,
            fontSize: token.fontSizeSM,
            maxWidth: 320,
          }}
        >
          <CloudServerOutlined aria-hidden />
          <PlainText ellipsis style={{ color: 'inherit', fontSize: 'inherit' }}>
            {serverName}
          </PlainText>
        </Flex>
      </Tooltip>
      <ProjectSelector />
      <SearchToolbar />
      <Flex align="center" gap={token.marginXS} style={{ marginInlineStart: 'auto' }}>
        <HelpMenu />
        <ThemeToggle />
        <UserMenu />
      </Flex>
    </header>
  );
}
