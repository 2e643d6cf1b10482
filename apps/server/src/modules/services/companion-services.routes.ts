import {
  type CompanionService,
  companionMethods,
  companionServiceMessages,
  companionServiceRoutes,
  companionServices,
} from '@arca/contract';
import { NotFound } from '../../lib/errors.ts';
import { handle, type RouteBinding } from '../../lib/routes.ts';

/**
 * Every call under the path of a companion service Arca does not include (xray, distribution,
 * mission control, pipelines, insight, the peer network tracker): 404 naming the service, whatever
 * the call. In a full platform a router sends these paths to the service before they reach Arca;
 * here the console gets an answer it reads as "not installed" instead of a bare unknown path.
 */
export function companionServiceRoutesOf(): RouteBinding[] {
  return (Object.keys(companionServices) as CompanionService[]).flatMap((service) =>
    companionMethods.map((method) =>
      handle(companionServiceRoutes[`${service}${method}`], () => {
        throw new NotFound(companionServiceMessages.absent(companionServices[service].name));
      }),
    ),
  );
}
