import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { type ReactNode, useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { RouteTableContext } from '../route-table-context.ts';
import { breadcrumbTrail, type TrailCrumb } from './breadcrumb-trail.ts';

function CrumbLabel({ crumb }: { crumb: TrailCrumb }): ReactNode {
  const { crumb: Crumb, crumbParam, title } = crumb.handle;
  if (Crumb) return <Crumb params={crumb.params} />;
  return (crumbParam === undefined ? undefined : crumb.params[crumbParam]) ?? title;
}

/** The trail above every page: its parent pages, each a link, then the page itself (BRIEF §6). */
export function AppBreadcrumbs() {
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
    <nav aria-label="Breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
