import {
  ANONYMOUS_USER,
  DEFAULT_SERVER_NAME,
  type FooterData,
  MICROFRONTEND_DEFAULT_ORDER,
  type MicrofrontendEntry,
  type MicrofrontendResolution,
  microfrontendPaths,
  type UserData,
} from '@arca/contract';

export const anonymousUser: UserData = {
  name: ANONYMOUS_USER,
  admin: false,
  realm: 'internal',
  anonAccessEnabled: false,
  disableUIAccess: false,
  isDefaultProjectAdmin: false,
};

export const adminUser: UserData = { ...anonymousUser, name: 'admin', admin: true };

export const regularUser: UserData = { ...anonymousUser, name: 'dev' };

export const footer: FooterData = {
  serverName: DEFAULT_SERVER_NAME,
  buildNumber: '0.1.0',
  platformId: 'arca-test',
  license: 'ENTERPRISE_PLUS',
  userEmail: { email: '' },
  helpLinksEnabled: true,
  isCloudProviderConfigured: false,
  connectUrl: null,
  logoUrl: null,
  userLogo: null,
  customUrlBase: null,
};

/** The bundled support micro-frontend as the server lists and resolves it. */
export const SUPPORT_ENTRY_URL = `${microfrontendPaths.assets('support')}assets/main-test.js`;
export const supportMicrofrontend: { entry: MicrofrontendEntry; resolution: MicrofrontendResolution } = {
  entry: {
    name: 'support',
    version: '1.0.0',
    order: MICROFRONTEND_DEFAULT_ORDER,
    routes: [{ path: '/admin/support-zone', title: 'Support Zone', admin: true }],
  },
  resolution: { name: 'support', version: '1.0.0', url: SUPPORT_ENTRY_URL },
};
