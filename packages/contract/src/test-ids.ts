/**
 * data-testid values shared by the console's components and the end-to-end page objects, so a
 * renamed element breaks the build rather than a journey.
 */
export const testIds = {
  login: {
    form: 'login-form',
    user: 'login-user',
    password: 'login-password',
    submit: 'login-submit',
    error: 'login-error',
    dialog: 'login-dialog',
    ssoButton: 'login-sso',
    registerLink: 'login-register',
    crowdLink: 'login-crowd',
  },
  passwordScreens: {
    forgotLink: 'forgot-password-link',
    user: 'password-screen-user',
    oldPassword: 'password-screen-old',
    newPassword: 'password-screen-new',
    confirmPassword: 'password-screen-confirm',
    submit: 'password-screen-submit',
    error: 'password-screen-error',
    success: 'password-screen-success',
  },
  ssoLogin: {
    continue: 'sso-login-continue',
    error: 'sso-login-error',
  },
  crowdLogin: {
    form: 'crowd-login-form',
    user: 'crowd-login-user',
    password: 'crowd-login-password',
    submit: 'crowd-login-submit',
    error: 'crowd-login-error',
  },
  oauthLogin: {
    providers: 'oauth-login-providers',
    error: 'oauth-login-error',
  },
  registration: {
    form: 'registration-form',
    user: 'registration-user',
    email: 'registration-email',
    submit: 'registration-submit',
  },
  invitation: {
    submit: 'invitation-submit',
    invalid: 'invitation-invalid',
  },
  cliLogin: {
    code: 'cli-login-code',
    submit: 'cli-login-submit',
    done: 'cli-login-done',
  },
  otpLogin: {
    form: 'otp-login-form',
    code: 'otp-login-code',
    submit: 'otp-login-submit',
    error: 'otp-login-error',
  },
  mfaEnroll: {
    form: 'mfa-enroll-form',
    qrCode: 'mfa-enroll-qr',
    secret: 'mfa-enroll-secret',
    code: 'mfa-enroll-code',
    submit: 'mfa-enroll-submit',
    error: 'mfa-enroll-error',
  },
  layout: {
    header: 'app-header',
    sidebar: 'app-sidebar',
    content: 'app-content',
    userMenu: 'user-menu',
    logout: 'user-menu-logout',
    themeToggle: 'theme-toggle',
    contentLoader: 'content-loader',
  },
  authProvider: {
    continue: 'auth-provider-continue',
    unavailable: 'auth-provider-unavailable',
  },
  errorPage: {
    notFound: 'error-page-404',
    blocked: 'error-page-406',
    requestId: 'error-page-request-id',
    serverError: 'error-page-500',
  },
  logViewer: {
    service: 'log-viewer-service',
    node: 'log-viewer-node',
    file: 'log-viewer-file',
    content: 'log-viewer-content',
    countdown: 'log-viewer-countdown',
    pause: 'log-viewer-pause',
    resume: 'log-viewer-resume',
    refreshNow: 'log-viewer-refresh-now',
    lastModified: 'log-viewer-last-modified',
    lastUpdated: 'log-viewer-last-updated',
    supportLink: 'log-viewer-support-link',
  },
  serviceStatus: {
    /** One row per node: `${node}-${nodeId}`. */
    node: 'service-status-node',
    status: 'service-status-status',
    uptime: 'service-status-uptime',
    /** `${deleteNode}-${nodeId}` */
    deleteNode: 'service-status-delete',
  },
  microfrontends: {
    /** The mounting point; `data-microfrontend` names what it mounts and `data-state` how far it got. */
    mount: 'microfrontend-mount',
  },
  supportZone: {
    create: 'support-zone-create',
    form: 'support-zone-form',
    name: 'support-zone-name',
    service: 'support-zone-service',
    threadDumpCount: 'support-zone-thread-dump-count',
    threadDumpInterval: 'support-zone-thread-dump-interval',
    submit: 'support-zone-submit',
    /** One row per bundle: `${bundle}-${id}`; a placeholder is `${bundle}-pending-${n}`. */
    bundle: 'support-zone-bundle',
    download: 'support-zone-download',
    delete: 'support-zone-delete',
  },
} as const;
