import type { ComponentType } from 'react';

/**
 * One widget's entry on the console's /demo page. Each widget folder exports its own entry from
 * `<widget>.demo.tsx`; the page lists them in order and gives each a section headed by `title`,
 * so end-to-end tests can find a widget by that region's name.
 */
export interface DemoEntry {
  /** Stable id, kebab-case: the anchor `/demo#data-table` and the widget's own view `/demo?widget=data-table`. */
  id: string;
  title: string;
  /** One sentence on what the example shows. */
  description: string;
  /** Renders the example with realistic data; it owns its state, the widget stays controlled. */
  Component: ComponentType;
}
