export * from './smtp-listener.ts';
export * from './totp-code.ts';
