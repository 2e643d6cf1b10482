import { isLoggedIn } from '@arca/contract';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../features/auth/api/index.ts';
import { paths } from '../shared/routing/paths.ts';

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
