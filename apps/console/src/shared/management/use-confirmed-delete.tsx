import { toast, useConfirm } from '@arca/ui';
import { App } from 'antd';
import type { ReactElement } from 'react';

export interface DeleteRequest {
  title: string;
  /** What deleting takes away. */
  consequence: string;
  /** The server call. */
  run: () => Promise<unknown>;
  /** The toast after it succeeded. */
  done: string;
}

/**
 * Deleting from a management list: ask first, then call the server, then say what happened — the
 * server's own message when it refused (the last administrator, a project in use).
 */
export function useConfirmedDelete(): {
  confirmDelete: (request: DeleteRequest) => Promise<void>;
  holder: ReactElement;
} {
  const { message } = App.useApp();
  const [confirm, holder] = useConfirm();
  const confirmDelete = async (request: DeleteRequest) => {
    const sure = await confirm({ title: request.title, content: request.consequence, okText: 'Delete', danger: true });
    if (!sure) return;
    try {
      await request.run();
      toast(message, { type: 'success', content: request.done });
    } catch (error) {
      toast(message, { type: 'error', content: error instanceof Error ? error.message : String(error) });
    }
  };
  return { confirmDelete, holder };
}
