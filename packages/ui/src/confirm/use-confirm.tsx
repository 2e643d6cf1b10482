import { Modal } from 'antd';
import { type ReactElement, useCallback } from 'react';
import type { Confirm } from './types.ts';

/**
 * A confirmation modal as a promise (shell.md §4 Session): render the holder once, await the
 * answer where it is needed. Closing the modal any other way counts as cancel.
 */
export function useConfirm(): [Confirm, ReactElement] {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? 'OK',
          cancelText: options.cancelText ?? 'Cancel',
          okButtonProps: { danger: options.danger ?? false },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  return [confirm, holder];
}
