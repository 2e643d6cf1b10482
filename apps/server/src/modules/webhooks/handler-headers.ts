import type { WebhookHandlerConfig, WebhookNameValue } from '@arca/contract';

/** A handler's custom headers, whichever kind it is. */
export function headersOf(handler: WebhookHandlerConfig): WebhookNameValue[] {
  return (handler.handler_type === 'webhook' ? handler.custom_http_headers : handler.http_headers) ?? [];
}

/** The handler with each of its custom headers changed; a handler without the list keeps its shape. */
export function mapHeaders<Handler extends WebhookHandlerConfig>(
  handler: Handler,
  change: (header: WebhookNameValue) => WebhookNameValue,
): Handler {
  if (handler.handler_type === 'webhook') {
    const headers = handler.custom_http_headers;
    return headers ? { ...handler, custom_http_headers: headers.map(change) } : handler;
  }
  const headers = handler.http_headers;
  return headers ? { ...handler, http_headers: headers.map(change) } : handler;
}
