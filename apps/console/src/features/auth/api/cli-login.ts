import { type CliLoginResponse, cliLoginPaths, UI_API } from '@arca/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/http/index.ts';

/** `POST …/jfrog_client_login/response` (R28.037): the user confirms the CLI's session with its code. */
export function useConfirmCliLogin() {
  return useMutation({
    mutationFn: (body: CliLoginResponse) =>
      request<Record<string, never>>(`${UI_API}${cliLoginPaths.response}`, { method: 'POST', body }),
  });
}
