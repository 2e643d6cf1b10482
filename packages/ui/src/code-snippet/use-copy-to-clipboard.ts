import { App, message as staticMessage } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CopyStatus, CopyToClipboard } from './types.ts';
import { COPY_FEEDBACK_MS, COPY_MESSAGES, copyErrorMessage } from './utils.ts';

/**
 * Copies text through the asynchronous clipboard API and reports the result twice, as the spec
 * asks (§8): inline ('Text copied' / the failure text, with the status the control shows for
 * 2000 ms) and as a toast. Inside antd's <App> the toast follows the app's theme; elsewhere the
 * static message API is used.
 */
export function useCopyToClipboard(): CopyToClipboard {
  const { message: appMessage } = App.useApp();
  // Outside <App> the context holds an empty object rather than a message API.
  const toast = typeof appMessage.success === 'function' ? appMessage : staticMessage;
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: CopyStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, []);

  const copy = useCallback(
    async (text: string) => {
      try {
        // jsdom and insecure origins have no clipboard; treat that as a failed copy, not a crash.
        if (!navigator.clipboard) throw new Error('Clipboard is not available');
        await navigator.clipboard.writeText(text);
        show('copied');
        void toast.success(COPY_MESSAGES.copiedToast);
        return true;
      } catch (error) {
        show('failed');
        void toast.error(copyErrorMessage(error));
        return false;
      }
    },
    [show, toast],
  );

  const feedback = status === 'copied' ? COPY_MESSAGES.copied : status === 'failed' ? COPY_MESSAGES.failed : undefined;
  return { copy, status, feedback };
}
