import { footerQueryKey } from '../../../shared/platform/footer.ts';
import { currentUserQueryKey } from '../../../shared/session/current-user.ts';

/** Query keys of the auth area; every key starts with 'auth' so the area can be dropped at once. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => currentUserQueryKey,
  footer: () => footerQueryKey,
  loginRelatedData: () => [...authKeys.all, 'login-related-data'] as const,
};
