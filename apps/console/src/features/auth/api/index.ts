export { currentUserQueryOptions, fetchCurrentUser, useCurrentUser } from './current-user.ts';
export { fetchFooter, footerQueryOptions, useFooter } from './footer.ts';
export { authKeys } from './keys.ts';
export { type LoginInput, login, useLogin } from './login.ts';
export { logout, useLogout } from './logout.ts';
