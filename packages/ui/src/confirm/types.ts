import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** A destructive action shows its button in the danger colour. */
  danger?: boolean;
}

/** Asks the question and settles with the answer: true for confirm, false for cancel (R25.155). */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;
