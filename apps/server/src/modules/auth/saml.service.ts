import type { AutoRedirectState, SamlLogoutUrl } from '@arca/contract';
import type { SecurityConfigService } from '../settings/security-config.service.ts';

/** What the login and logout screens need to know about the external sign-on provider (SAML). */
export class SamlService {
  readonly #security: SecurityConfigService;
  constructor(security: SecurityConfigService) {
    this.#security = security;
  }

  /** The login page skips its form only when there is a provider to send the browser to. */
  async autoRedirectState(): Promise<AutoRedirectState> {
    const { saml } = await this.#security.current();
    return { isAutoRedirectLogin: saml.enabled && saml.autoRedirect && saml.ssoProviderLink !== '' };
  }

  async logoutUrl(): Promise<SamlLogoutUrl> {
    const { saml } = await this.#security.current();
    return { logoutUrl: saml.enabled && saml.logoutUrl !== '' ? saml.logoutUrl : null };
  }
}
