import type { AccessUserDetails } from '@arca/contract';

const lastLoginFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Never' for a user who has not logged in; a local date and time otherwise. */
export function formatLastLogin(lastLoggedIn: string | null): string {
  if (lastLoggedIn === null) return 'Never';
  const date = new Date(lastLoggedIn);
  return Number.isNaN(date.getTime()) ? lastLoggedIn : lastLoginFormat.format(date);
}

/** The states an administrator may need to act on, most pressing first; none means active. */
export function userStatusLabels(user: AccessUserDetails): string[] {
  const labels: string[] = [];
  if (user.status === 'disabled') labels.push('Disabled');
  if (user.locked) labels.push('Locked');
  if (user.password_expired) labels.push('Password expired');
  if (user.disable_ui_access) labels.push('UI access disabled');
  return labels;
}

/** Matches the users table's search text against the name and the email address. */
export function matchesUserSearch(user: AccessUserDetails, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return user.username.toLowerCase().includes(text) || user.email.toLowerCase().includes(text);
}
