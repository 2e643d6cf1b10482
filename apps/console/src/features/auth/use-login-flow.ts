import { authErrorCodes, type UserData } from '@arca/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/http/index.ts';
import { leaveConsole } from '../../shared/routing/leave-console.ts';
import { paths, REDIRECT_TO_PARAM } from '../../shared/routing/paths.ts';
import { sessionActions } from '../../shared/session/session-actions.ts';
import { type LoginInput, useLogin } from './api/login.ts';
import { takeExternalUrl, takePostLoginPath } from './post-login-path.ts';
import { redirectTarget } from './redirect-target.ts';

/** Where a finished login goes: the stored post-login path when usable (R4.05), else redirectTo. */
export function afterLoginTarget(admin: boolean, redirectTo: string | null | undefined): string {
  return takePostLoginPath(admin) ?? redirectTarget(redirectTo);
}

/** Whether the screen that calls it is still shown: false once the visitor has gone elsewhere. */
function useStillShown(): RefObject<boolean> {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}

/**
 * The end of every successful login (R4.04): the post-login action, then the redirect — to a
 * stored external URL when one exists, else to the stored post-login path or the page asked for
 * (R4.05). A visitor who left the login screen while the action ran has prevented the redirect
 * (R4.06): they stay where they went, and the pages stored for this login are dropped with it.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const shown = useStillShown();
  return async (user: UserData, redirectTo: string | null | undefined): Promise<void> => {
    await sessionActions().loggedIn(user);
    if (!shown.current) {
      takeExternalUrl();
      takePostLoginPath(user.admin);
      return sessionActions().loginRedirectPrevented();
    }
    const external = takeExternalUrl();
    if (external) return leaveConsole(external);
    await navigate(afterLoginTarget(user.admin, redirectTo), { replace: true });
  };
}

const EXPIRED_CODES: readonly string[] = [authErrorCodes.passwordExpired, authErrorCodes.credentialsExpired];

/**
 * Logs in and goes on as shell.md §4 says: a second step when one is owed (R4.02, R4.03), an
 * expired password to change-password with the user name (R4.08), else the page asked for.
 * The login screen and the password screens that log in afterwards (R4.14, R4.15) share it.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const call = useLogin();
  const finishLogin = useFinishLogin();

  /** `redirectTo` overrides the page's own query: a screen that knows where its login leads. */
  const logIn = (input: LoginInput, options: { redirectTo?: string } = {}) => {
    const redirectTo = options.redirectTo ?? searchParams.get(REDIRECT_TO_PARAM) ?? undefined;
    call.mutate(input, {
      onSuccess: (user) => {
        if (user.mfaStatus === 'enroll') return navigate(paths.mfaEnroll({ redirectTo }));
        if (user.mfaStatus === 'verify') return navigate(paths.otpLogin({ redirectTo }));
        return finishLogin(user, redirectTo);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code && EXPIRED_CODES.includes(error.code)) {
          return navigate(paths.changePassword({ userName: input.user, redirectTo }));
        }
        return undefined;
      },
    });
  };

  /** The failure to show, unless it sent the user elsewhere. */
  const shownError =
    call.error instanceof ApiError && call.error.code && EXPIRED_CODES.includes(call.error.code) ? null : call.error;

  return { logIn, pending: call.isPending, error: shownError };
}
