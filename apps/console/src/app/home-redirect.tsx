import { isLoggedIn } from '@arca/contract';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../features/auth/api/index.ts';
import { paths } from '../shared/routing/paths.ts';

/**
 * / and /home: the guard follows the home rule (shell-rules `home`, R1.30–R1.32) before this
 * renders; packages is where the rule leads when nothing else applies, so it is the answer here too.
 */
export function HomeRedirect() {
  return <Navigate to={paths.packages()} replace />;
}

/** /logout leads to login with the logout flag (R1.20); the guard loader then logs out. */
export function LogoutRedirect() {
  return <Navigate to={paths.login({ logout: true })} replace />;
}

/**
 * /user/ (R1.22), the account-portal redirect: Arca is the identity provider of its own users, and
 * their account portal is where they change their password. (The route needs a logged-in user, so
 * the guards have sent anyone else to login first.)
 */
export function AccountPortalRedirect() {
  const user = useCurrentUser().data;
  if (!isLoggedIn(user)) return <Navigate to={paths.login()} replace />;
  return <Navigate to={paths.changePassword({ userName: user?.name })} replace />;
}
