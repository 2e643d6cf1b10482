import { theme } from 'antd';

/** The id of the page's main region, which the skip link leads to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first thing Tab reaches on every page, so keyboard users pass the
 * top bar and the sidebar in one step (WCAG 2.4.1 bypass blocks). Hidden until it has
 * the focus (global.css).
 */
export function SkipLink() {
  const { token } = theme.useToken();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="arca-skip-link"
      onClick={(event) => {
        // The console's router owns the address: move focus without changing the URL's hash.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      style={{
        position: 'fixed',
        top: token.marginXS,
        left: token.marginXS,
        zIndex: 1000,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: token.colorBgElevated,
        color: token.colorLink,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      Skip to main content
    </a>
  );
}
