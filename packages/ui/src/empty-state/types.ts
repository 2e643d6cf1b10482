import type { ReactNode } from 'react';

/** An action button of an empty state (admin-and-widgets.md §3: actions with text). */
export interface EmptyStateAction {
  text: string;
  onClick: () => void;
}

/** Either a picture by URL (decorative when `alt` is absent) or any drawn node, e.g. an antd Empty image. */
export type EmptyStateImage = { kind: 'url'; src: string; alt?: string } | { kind: 'node'; node: ReactNode };

export interface EmptyStateHelpLink {
  text: string;
  href: string;
}

/** R25.130: image, header, subheader, content lines and actions with text. */
export interface EmptyStateProps {
  header: string;
  subheader?: string;
  image?: EmptyStateImage;
  contentLines?: readonly string[];
  actions?: readonly EmptyStateAction[];
  helpLink?: EmptyStateHelpLink;
  /** R25.129: action buttons are shown only when the user can edit. */
  canEdit: boolean;
  /** Heading level of the header; 2 by default because the page usually has its own h1. */
  headingLevel?: 1 | 2 | 3 | 4;
}

export interface NoDataProps {
  /** Smaller image, for use inside tables and cards. */
  compact?: boolean;
}
