export * from './fake-git-vendor.ts';
export * from './free-port.ts';
export * from './invitation-mail.ts';
export * from './oauth-provider.ts';
export * from './private-postgres.ts';
export * from './read-zip.ts';
export * from './smtp-listener.ts';
export * from './totp-code.ts';
