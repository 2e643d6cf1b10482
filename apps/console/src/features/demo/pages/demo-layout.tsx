import { PageHeader } from '@arca/ui';
import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';

const sections = [
  { key: paths.demo(), label: 'Widgets' },
  { key: paths.demoTree(), label: 'Tree' },
  { key: paths.demoGreeting(), label: 'TypeScript greeting' },
  { key: paths.demoMicrofrontends(), label: 'Micro-frontends' },
];

/**
 * /demo (route name demo, R1.47, R1.48): the playground where every shared widget can be tried
 * with realistic data, and its children: the tree, a TypeScript greeting and the mounting point
 * of several micro-frontends. Tabs are links, so each child has its own address.
 */
export function DemoLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Widget playground"
        description="The console's shared widgets with example data, for trying them out and checking changes."
      />
      <Tabs
        activeKey={location.pathname}
        items={sections}
        onChange={(key) => {
          void navigate(key);
        }}
      />
      <Outlet />
    </>
  );
}
