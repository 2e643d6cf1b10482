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
  },
  layout: {
    header: 'app-header',
    sidebar: 'app-sidebar',
    content: 'app-content',
    userMenu: 'user-menu',
    logout: 'user-menu-logout',
    themeToggle: 'theme-toggle',
  },
  errorPage: {
    notFound: 'error-page-404',
  },
} as const;
