import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import { readHandle } from '../route-handle.ts';

/** The trail above every page, from the titles of the matched routes (BRIEF §6). */
export function AppBreadcrumbs() {
  const crumbs = useMatches().flatMap((match) => {
    const { title: own, crumbParam, crumb: Crumb } = readHandle(match.handle);
    const title: ReactNode =
      (Crumb && <Crumb params={match.params} />) ??
      own ??
      (crumbParam === undefined ? undefined : match.params[crumbParam]);
    return title ? [{ title, pathname: match.pathname }] : [];
  });
  const items = [
    {
      key: 'home',
      title: (
        <Link to={paths.home()} aria-label="Home">
          <HomeOutlined />
        </Link>
      ),
    },
    ...crumbs.map((crumb, index) => ({
      key: crumb.pathname,
      title: index === crumbs.length - 1 ? crumb.title : <Link to={crumb.pathname}>{crumb.title}</Link>,
    })),
  ];
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
