import { type SupportBundleRequest, supportBundlePaths } from '@arca/contract';
import { request } from '../host.ts';
import { supportBundleTarget } from '../support-bundle-payload.ts';

/*
 * Support-bundle calls answer true or false and never throw (R15.11): the list and its
 * placeholders tell what happened. Low priority keeps the request layer from reporting a 5xx.
 */

/** R28.120–R28.125: to the artifact service or the companion the request names. */
export async function createSupportBundle(bundle: SupportBundleRequest): Promise<boolean> {
  const { path, body } = supportBundleTarget(bundle);
  try {
    await request<unknown>(path, { method: 'POST', body, priority: 'low' });
    return true;
  } catch {
    return false;
  }
}

/** R28.118 */
export async function deleteSupportBundle(id: string): Promise<boolean> {
  try {
    await request<unknown>(supportBundlePaths.delete(id), { method: 'DELETE', priority: 'low' });
    return true;
  } catch {
    return false;
  }
}
