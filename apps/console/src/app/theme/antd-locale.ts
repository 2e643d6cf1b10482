import { NO_DATA_TEXT } from '@arca/ui';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/**
 * antd's English texts with the spec's generic empty text: every antd table, list or select that
 * has nothing to show says 'No Data' (R25.131), not antd's own 'No data'.
 */
export const consoleLocale: Locale = { ...enUS, Empty: { ...enUS.Empty, description: NO_DATA_TEXT } };
