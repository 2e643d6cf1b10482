export { formatDateTime } from './date-time.ts';
export {
  BYTE_BASE,
  BYTE_DECIMALS,
  BYTE_UNITS,
  DEFAULT_NUMBER_FORMAT,
  ENTITY_LABEL_SEPARATOR,
  entityLabel,
  formatBytes,
  formatNumber,
} from './utils.ts';
