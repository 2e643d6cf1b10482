import { generalConfigMessages, UI_API } from '@arca/contract';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import type { GeneralConfigService } from './general-config.service.ts';

/** The console deploys through the gateway; package clients and scripts use /artifactory directly. */
const CONSOLE_DEPLOY = `${UI_API}/artifactory/`;
const CONSOLE_API = `${UI_API}/artifactory/api/`;

/**
 * The general configuration's file upload limit applies to the console's one upload call, the
 * deploy `PUT /ui/api/v1/artifactory/{repo}/{path}`. It is judged on the declared length, before
 * any byte is stored; the browser always declares it for a file.
 */
export function registerConsoleUploadLimit(app: FastifyInstance, general: GeneralConfigService) {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'PUT' || !request.url.startsWith(CONSOLE_DEPLOY) || request.url.startsWith(CONSOLE_API)) {
      return;
    }
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared)) return;
    const limit = await general.uploadLimit();
    if (limit && declared > limit.bytes) throw new DomainError(413, generalConfigMessages.uploadTooLarge(limit.mb));
  });
}
