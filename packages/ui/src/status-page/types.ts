import type { ReactNode } from 'react';

/** The error pages the shell has (shell.md §8): forbidden, not found, blocked request, server error. */
export type StatusPageStatus = '403' | '404' | '406' | '500';

export interface StatusPageProps {
  status: StatusPageStatus;
  /** The page's heading; rendered as its h1. */
  title: string;
  subtitle?: string;
  /** What the visitor can do next, usually one button. */
  action?: ReactNode;
  testId?: string;
}
