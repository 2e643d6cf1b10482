import { notify } from '@arca/ui';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../shared/http/index.ts';

/** The request layer already tells of these itself: a lost session goes to login, a refusal is notified (shell.md §8). */
const TOLD_BY_REQUEST_LAYER: readonly number[] = [401, 403];

function messagesOf(error: Error): string[] {
  if (error instanceof ApiError) return TOLD_BY_REQUEST_LAYER.includes(error.status) ? [] : error.messages;
  return [error.message];
}

/**
 * Shows the server's errors of a failed call as error notifications, once per failure: a call that
 * keeps failing with the same errors on every refresh is not shown again until it has succeeded
 * or fails differently. `onFailure` runs at every failure.
 */
export function useFailureNotice(error: Error | null, failedAt: number, onFailure?: () => void): void {
  const { notification } = App.useApp();
  const shown = useRef<string | null>(null);
  const handled = useRef(0);
  const react = useRef(onFailure);
  react.current = onFailure;

  useEffect(() => {
    if (error === null) {
      shown.current = null;
      return;
    }
    if (failedAt === handled.current) return;
    handled.current = failedAt;
    react.current?.();
    const messages = messagesOf(error);
    const key = messages.join('\n');
    if (key === shown.current) return;
    shown.current = key;
    for (const message of messages) notify(notification, { type: 'error', title: message });
  }, [error, failedAt, notification]);
}
