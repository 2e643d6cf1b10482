import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const demoLayout = async () => ({ Component: (await import('./pages/demo-layout.tsx')).DemoLayout });
const widgetsPage = async () => ({ Component: (await import('./pages/widgets-page.tsx')).WidgetsPage });
const demoTreePage = async () => ({ Component: (await import('./pages/tree-page.tsx')).TreePage });
const greetingPage = async () => ({ Component: (await import('./pages/greeting-page.tsx')).GreetingPage });
const microfrontendsPage = async () => ({
  Component: (await import('./pages/microfrontends-page.tsx')).MicrofrontendsPage,
});
const templatePage = async () => ({ Component: (await import('./pages/template-page.tsx')).TemplatePage });

/** The widget playground and the page template, behind the TESTED feature flag. */
export function demoRoutes(): RouteObject[] {
  return [
    {
      path: paths.demo(),
      lazy: demoLayout,
      handle: { title: 'Widget playground', name: 'demo', access: { features: ['TESTED'] } } satisfies RouteHandle,
      children: [
        { index: true, lazy: widgetsPage },
        { path: paths.demoTree(), lazy: demoTreePage, handle: { title: 'Tree' } satisfies RouteHandle },
        {
          path: paths.demoGreeting(),
          lazy: greetingPage,
          handle: { title: 'TypeScript greeting' } satisfies RouteHandle,
        },
        {
          path: paths.demoMicrofrontends(),
          lazy: microfrontendsPage,
          handle: { title: 'Micro-frontends' } satisfies RouteHandle,
        },
      ],
    },
    {
      path: paths.template(),
      lazy: templatePage,
      handle: { title: 'Page template', access: { features: ['TESTED'] } } satisfies RouteHandle,
    },
  ];
}
