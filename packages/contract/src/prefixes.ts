/** The REST API prefix, relative to a base (R6.06). */
export const API_PREFIX = 'api/v1/';
/** The prefix of the console's own calls; authentication calls sit under it unless stated (R6.06). */
export const UI_PREFIX = '/ui/';
/** A further API base the console calls (R6.07), e.g. the peer-to-peer usage call. */
export const MC_UI_API = '/mc/api/ui/v1';
/** The console's base path, without the trailing slash of UI_PREFIX (R6.07). */
export const UI_BASE = '/ui';

/**
 * Server paths the console and tests call. The console gateway is mounted at UI_API, which is
 * UI_PREFIX followed by API_PREFIX; it stays a plain literal so paths read as they are served, and
 * a test keeps the three in step.
 */
export const UI_API = '/ui/api/v1';
