import { isLoggedIn, type MicrofrontendHost } from '@arca/contract';
import { toast } from '@arca/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, theme } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isAllProjects, request, useProjectContext } from '../../http/index.ts';
import { NO_SCANNER_USER_DATA, scannerUserDataQueryOptions } from '../../scanner/scanner-user-data.ts';
import { useCurrentUser } from '../../session/current-user.ts';

/**
 * The host API handed to a mounted micro-frontend (issue: user, project, the HTTP client with the
 * request rules, notifications, navigation). One object per mount whose getters read the latest
 * render, so a project switch or a theme change reaches a micro-frontend that is already mounted.
 */
export function useMicrofrontendHost(path: string): MicrofrontendHost {
  const user = useCurrentUser().data;
  const project = useProjectContext((state) => state.project);
  // Read from the cache only: the start loads it where the scanner is installed, and again on a project switch.
  const scanner = useQuery({ ...scannerUserDataQueryOptions(project.projectKey), enabled: false }).data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const latest = useRef({ user, scanner, project, navigate, token, message, path });
  latest.current = { user, scanner, project, navigate, token, message, path };

  const host = useRef<MicrofrontendHost | undefined>(undefined);
  host.current ??= {
    get user() {
      const current = latest.current.user;
      // R2.19: the scanner's user data merged into the user data.
      const scanner = latest.current.scanner ?? NO_SCANNER_USER_DATA;
      return {
        name: current?.name ?? '',
        admin: current?.admin ?? false,
        anonymous: !isLoggedIn(current),
        scanner: { permissions: [...scanner.permissions], roles: [...scanner.roles] },
      };
    },
    get project() {
      const current = latest.current.project;
      return isAllProjects(current) ? undefined : { projectKey: current.projectKey, displayName: current.displayName };
    },
    get path() {
      return latest.current.path;
    },
    request: (requestPath, options) => request(requestPath, options),
    notify: (type, content) => toast(latest.current.message, { type, content }),
    navigate: (to) => void latest.current.navigate(to),
    queryClient,
    // The computed tokens, so the micro-frontend's widgets match the shell's, dark mode included.
    get theme() {
      return { token: latest.current.token };
    },
  };
  return host.current;
}
