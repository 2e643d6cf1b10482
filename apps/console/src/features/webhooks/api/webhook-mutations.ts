import { type WebhookSubscription, webhookRoutes } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/index.ts';
import { refresh } from '../../../shared/management/refresh.ts';
import { webhookKeys } from './webhook-keys.ts';

// A webhook shows in the webhooks list and on its own page; nothing else reads webhooks.

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSubscription) => call(webhookRoutes.create, { body }),
    onSuccess: () => refresh(queryClient, [webhookKeys.list()]),
  });
}

/** `PUT`: the whole subscription; blank secrets keep their stored values. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSubscription) => call(webhookRoutes.update, { params: { key: body.key }, body }),
    onSuccess: (_answer, body) => refresh(queryClient, [webhookKeys.list(), webhookKeys.one(body.key)]),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(webhookRoutes.delete, { params: { key } }),
    onSuccess: (_answer, key) => refresh(queryClient, [webhookKeys.list(), webhookKeys.one(key)]),
  });
}

/** R21.04: sends a dummy event of the form's domain to its URL; nothing is stored. */
export function useTestWebhook() {
  return useMutation({
    mutationFn: (body: WebhookSubscription) =>
      // The page shows the outcome itself, 502 and 504 included; the HTTP layer must not add its own.
      call(webhookRoutes.test, { body, priority: 'low' }),
  });
}
