import { Navigate } from 'react-router';
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
