import { serverInfoRoutes } from '@arca/contract';
import { handle } from '../../lib/routes.ts';
import type { ServerInfoService } from './server-info.service.ts';

/** `GET /ui/api/v1/system/serverInfo`. */
export function serverInfoCalls(serverInfo: ServerInfoService) {
  return [handle(serverInfoRoutes.serverInfo, (request) => serverInfo.read(request.actor))];
}
