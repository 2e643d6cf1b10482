import { type ThemeConfig, theme } from 'antd';
import { FONT_FAMILY, type Palette, palettes, shellSizes, type ThemeMode } from './palettes.ts';

export type { ThemeMode } from './palettes.ts';
export { palettes, shellSizes } from './palettes.ts';

/**
 * A seed font size of 16 under the compact algorithm gives a 14 px body with 28 px controls:
 * dense like Grafana or Harbor, yet still comfortable to read (the compact default is 12 px).
 */
const COMPACT_SEED_FONT_SIZE = 16;

/** The breadcrumbs' current page: full-strength text in either mode. */
export function currentCrumbColor(mode: ThemeMode): string {
  return mode === 'dark' ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)';
}

/**
 * antd keeps each shade under two names, `orange7` and the older `orange-7`, which write the same
 * CSS variable (the later one wins): a shade is changed under both.
 */
function bothShadeNames(shades: Palette['tagText']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([name, colour]) => [
      [name, colour],
      [name.replace(/(\d+)$/, '-$1'), colour],
    ]),
  );
}

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const p = palettes[mode];
  return {
    algorithm: [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, theme.compactAlgorithm],
    token: {
      colorPrimary: p.primary,
      colorInfo: p.primary,
      colorLink: p.primaryText,
      colorPrimaryText: p.primaryText,
      colorLinkHover: p.primaryTextHover,
      colorLinkActive: p.primaryTextHover,
      colorPrimaryTextHover: p.primaryTextHover,
      colorPrimaryTextActive: p.primaryTextHover,
      // Placeholders are text a user must read to know what a field wants (axe measures them too).
      colorTextPlaceholder: p.textTertiary,
      colorPrimaryBorder: p.focusRing,
      colorError: p.error,
      colorErrorText: p.error,
      colorSuccess: p.success,
      colorSuccessBg: p.successBg,
      colorSuccessBorder: p.successBorder,
      colorInfoBg: p.infoBg,
      colorInfoBorder: p.infoBorder,
      colorWarning: p.warning,
      colorWarningBg: p.warningBg,
      colorWarningBorder: p.warningBorder,
      colorBgLayout: p.bgLayout,
      colorBgContainer: p.bgContainer,
      colorBgElevated: p.bgElevated,
      colorBorder: p.border,
      colorBorderSecondary: p.borderSecondary,
      colorTextTertiary: p.textTertiary,
      colorTextDescription: p.textTertiary,
      borderRadius: 6,
      fontSize: COMPACT_SEED_FONT_SIZE,
      fontFamily: FONT_FAMILY,
      // A solid 2 px ring reads on both modes; antd's default focus halo is too faint for AA.
      lineWidthFocus: 2,
      ...bothShadeNames(p.tagText),
    },
    components: {
      Layout: {
        headerBg: p.bgContainer,
        headerHeight: shellSizes.headerHeight,
        headerPadding: '0 16px',
        siderBg: p.bgContainer,
        bodyBg: p.bgLayout,
      },
      Menu: {
        itemBg: p.bgContainer,
        itemSelectedBg: p.menuSelectedBg,
        itemSelectedColor: p.menuSelectedText,
        itemHoverBg: p.menuHoverBg,
        itemActiveBg: p.menuSelectedBg,
        activeBarBorderWidth: 0,
        itemMarginInline: 8,
        itemBorderRadius: 6,
        // A group holding the current page is marked in the selected entry's colour, not the button blue.
        subMenuItemSelectedColor: p.menuSelectedText,
      },
      // The current tab's text and bar in the link colour: dark mode's primary blue reads at 2.8:1.
      Tabs: {
        itemSelectedColor: p.primaryText,
        itemActiveColor: p.primaryText,
        itemHoverColor: p.primaryText,
        inkBarColor: p.primaryText,
      },
      Pagination: { itemActiveColor: p.primaryText, itemActiveColorHover: p.primaryText },
      Button: p.primaryButton
        ? {
            colorPrimary: p.primaryButton.colour,
            colorPrimaryHover: p.primaryButton.hover,
            colorPrimaryActive: p.primaryButton.active,
            primaryColor: p.primaryButton.solidText,
          }
        : {},
      Breadcrumb: { lastItemColor: currentCrumbColor(mode) },
    },
  };
}
