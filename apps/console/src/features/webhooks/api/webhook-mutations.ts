import { type WebhookSubscription, type WebhookTestResult, webhookPaths } from '@arca/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';
import { managementKeys } from '../../../shared/management/queries.ts';

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSubscription) =>
      request<WebhookSubscription>(webhookPaths.console.subscriptions, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** `PUT`: the whole subscription; blank secrets keep their stored values. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSubscription) =>
      request<WebhookSubscription>(webhookPaths.console.subscription(body.key), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => request<unknown>(webhookPaths.console.subscription(key), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKeys.all }),
  });
}

/** R21.04: sends a dummy event of the form's domain to its URL; nothing is stored. */
export function useTestWebhook() {
  return useMutation({
    mutationFn: (body: WebhookSubscription) =>
      // The page shows the outcome itself, 502 and 504 included; the HTTP layer must not add its own.
      request<WebhookTestResult>(webhookPaths.console.test, { method: 'POST', body, priority: 'low' }),
  });
}
