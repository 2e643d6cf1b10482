import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';

// Each page is its own chunk, loaded when its route is first entered.
const webhooksListPage = async () => ({ Component: (await import('./pages/webhooks-list-page.tsx')).WebhooksListPage });
const webhookEditorPage = async () => ({
  Component: (await import('./pages/webhook-editor-page.tsx')).WebhookEditorPage,
});

/** R1.51–R1.53: the webhooks and their editor, for administrators. */
export function webhooksRoutes(): RouteObject[] {
  return [
    {
      path: paths.adminWebhooks(),
      lazy: webhooksListPage,
      handle: {
        title: 'Webhooks',
        name: 'admin.configuration.webhooks.list',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: paths.adminWebhookNew(),
      lazy: webhookEditorPage,
      handle: {
        title: 'New webhook',
        name: 'admin.configuration.webhooks.new',
        access: { admin: true },
      } satisfies RouteHandle,
    },
    {
      path: '/admin/configuration/webhooks/edit/:webhookName',
      lazy: webhookEditorPage,
      handle: {
        title: 'Edit webhook',
        crumbParam: 'webhookName',
        name: 'admin.configuration.webhooks.edit',
        access: { admin: true },
      } satisfies RouteHandle,
    },
  ];
}
