import { Navigate } from 'react-router';
import { paths } from '../shared/routing/paths.ts';

/**
 * / and /home lead to packages (R1.32). A component rather than a loader, so the guard loader
 * stays the only loader and decides first; the role- and feature-based targets (R1.30, R1.31)
 * come with those features.
 */
export function HomeRedirect() {
  return <Navigate to={paths.packages()} replace />;
}

/** /logout leads to login with the logout flag (R1.20); the guard loader then logs out. */
export function LogoutRedirect() {
  return <Navigate to={paths.login({ logout: true })} replace />;
}
