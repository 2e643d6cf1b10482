import { HomeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type CSSProperties, Fragment, type ReactNode, useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { RouteTableContext } from '../route-table-context.ts';
import { currentCrumbColor } from '../theme/theme-config.ts';
import { useThemeMode } from '../theme/use-theme-mode.ts';
import './app-breadcrumbs.css';
import { breadcrumbTrail, type TrailCrumb } from './breadcrumb-trail.ts';

function CrumbLabel({ crumb }: { crumb: TrailCrumb }): ReactNode {
  const { crumb: Crumb, crumbParam, title } = crumb.handle;
  if (Crumb) return <Crumb params={crumb.params} />;
  return (crumbParam === undefined ? undefined : crumb.params[crumbParam]) ?? title;
}

/** The theme's sizes and colours for app-breadcrumbs.css, as antd's Breadcrumb takes them. */
function useCrumbStyle(): CSSProperties {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  return {
    '--arca-crumb-text': token.colorTextDescription,
    '--arca-crumb-hover-text': token.colorText,
    '--arca-crumb-hover-bg': token.colorBgTextHover,
    '--arca-crumb-current': currentCrumbColor(mode),
    '--arca-crumb-font-size': `${token.fontSize}px`,
    '--arca-crumb-line-height': token.lineHeight,
    // antd's fontHeight: a line of body text.
    '--arca-crumb-link-height': `${Math.round(token.fontSize * token.lineHeight)}px`,
    '--arca-crumb-link-padding': `${token.paddingXXS}px`,
    '--arca-crumb-link-radius': `${token.borderRadiusSM}px`,
    '--arca-crumb-separator-margin': `${token.marginXS}px`,
    '--arca-crumb-focus': token.colorPrimaryBorder,
    '--arca-crumb-focus-width': `${token.lineWidthFocus}px`,
    '--arca-crumb-motion': token.motionDurationMid,
    fontFamily: token.fontFamily,
  } as CSSProperties;
}

/**
 * The trail above every page: its parent pages, each a link, then the page itself (BRIEF §6).
 * Drawn as antd's Breadcrumb draws it, in plain elements, since every screen shows it first.
 */
export function AppBreadcrumbs() {
  const style = useCrumbStyle();
  const { pathname } = useLocation();
  const routes = useContext(RouteTableContext)();
  const trail = breadcrumbTrail(routes, pathname);
  const items = [
    {
      key: 'home',
      title: (
        <Link to={paths.home()} aria-label="Home">
          <HomeOutlined />
        </Link>
      ),
    },
    ...trail.map((crumb, index) => ({
      key: crumb.pathname,
      title:
        index === trail.length - 1 ? (
          <CrumbLabel crumb={crumb} />
        ) : (
          <Link to={crumb.pathname}>
            <CrumbLabel crumb={crumb} />
          </Link>
        ),
    })),
  ];
  return (
    <nav aria-label="Breadcrumb" className="arca-crumbs" style={style}>
      <ol>
        {items.map((item, index) => (
          <Fragment key={item.key}>
            <li className="arca-crumb">{item.title}</li>
            {index < items.length - 1 ? (
              <li className="arca-crumb-separator" aria-hidden="true">
                /
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
