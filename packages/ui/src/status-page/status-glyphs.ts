import type { StatusPageStatus } from './types.ts';

/**
 * Simple line glyphs (24 px grid): a search for 404, a lock for 403, a no-entry sign for 406, a
 * warning for 500. Apart from the icon, which needs antd, so a page drawn without antd draws the same.
 */
export const statusGlyphs: Record<StatusPageStatus, string> = {
  '404': 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z M15.3 15.3L20.5 20.5',
  '403': 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z M8 11V7.5a4 4 0 0 1 8 0V11 M12 15v2',
  '406': 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z M5.6 5.6L18.4 18.4',
  '500': 'M12 3.5L21.5 20H2.5z M12 10v4.5 M12 17.2v.1',
};
