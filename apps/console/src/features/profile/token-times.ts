import { formatDateTime } from '@arca/ui';

const DAY = 24 * 60 * 60;

/** The lifetimes offered for an identity token, in seconds; 0 is a token that never expires. */
export const identityTokenExpiries = [
  { label: '1 day', seconds: DAY },
  { label: '30 days', seconds: 30 * DAY },
  { label: '1 year', seconds: 365 * DAY },
  { label: 'Never', seconds: 0 },
] as const;

export const NEVER_EXPIRES = 0;

/** Seconds since the epoch, as the token list gives them, in the visitor's time zone. */
export function formatEpochSeconds(seconds: number): string {
  return formatDateTime(seconds * 1000);
}
