import type { TeaserData } from './teaser-catalogue.ts';

/**
 * Where teasers send readers (O53: the spec gives no address). The project's documentation site;
 * a self-hosted server links out to it like any product page does.
 */
export const TEASER_DOCS_BASE = 'https://arca.dev/docs';

/** O53: the plans page a teaser's 'Upgrade now' opens. */
export const UPGRADE_URL = 'https://arca.dev/pricing';

/**
 * O35: where the cloud subscription is managed, the platform's account pages: the user menu's
 * subscription entry and the data-transfer quota's UPGRADE (R10.25) lead there.
 */
export const SUBSCRIPTION_URL = 'https://arca.dev/account/subscription';

export interface ReadMoreFacts {
  buildNumber: string;
  /** The artifact service's version; omitted from the link while unknown. */
  version: string | undefined;
  cloud: boolean;
  customUrlBase: string | null;
}

/**
 * R16.06: the documentation page of the teaser, with the build number and version in its query so
 * the page can match the reader's release, and the custom URL base on cloud only.
 */
export function readMoreUrl(teaser: Pick<TeaserData, 'docsTopic'>, facts: ReadMoreFacts): string {
  const url = new URL(`${TEASER_DOCS_BASE}/${teaser.docsTopic}`);
  url.searchParams.set('buildNumber', facts.buildNumber);
  if (facts.version) url.searchParams.set('version', facts.version);
  if (facts.cloud && facts.customUrlBase) url.searchParams.set('baseUrl', facts.customUrlBase);
  return url.toString();
}
