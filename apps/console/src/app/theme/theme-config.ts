import { type ThemeConfig, theme } from 'antd';

export type ThemeMode = 'light' | 'dark';

/** A preset colour's text shade, e.g. `orange7`: what antd's tags write in. */
type TextShade = Extract<keyof NonNullable<ThemeConfig['token']>, `${string}7`>;

/**
 * One palette per mode, chosen so every text/background pair the shell uses meets WCAG AA
 * (theme-config.test.ts measures them). antd's own defaults miss it in places — light
 * description text, the light error red and dark-mode links — so those are set here.
 */
interface Palette {
  primary: string;
  /** Links and selected items on surfaces: in dark mode lighter than the button colour. */
  primaryText: string;
  /** Links and primary text under the pointer or pressed: antd's derived shades fade to 3:1 and below. */
  primaryTextHover: string;
  /** antd draws focus rings in this colour; its derived default is too faint (under 3:1) to see. */
  focusRing: string;
  bgLayout: string;
  bgContainer: string;
  bgElevated: string;
  border: string;
  borderSecondary: string;
  textTertiary: string;
  error: string;
  success: string;
  /** Alert surfaces: antd derives them from the status colour, which gives a muddy green on light. */
  successBg: string;
  successBorder: string;
  infoBg: string;
  infoBorder: string;
  warning: string;
  warningBg: string;
  warningBorder: string;
  menuSelectedBg: string;
  menuSelectedText: string;
  menuHoverBg: string;
  /**
   * Tag text of the preset colours whose own text shade (antd's shade 7) misses AA on the tag's
   * pale fill (e.g. the orange of maven at 3.3:1): the same hue, one or two shades further from
   * the fill (antd's palettes).
   */
  tagText: Readonly<Partial<Record<TextShade, string>>>;
  /**
   * Primary buttons, where antd's derived colours miss AA. Outlined, ghost, text and link buttons
   * draw the primary colour as text on the surface, solid ones put text on it; in dark mode no
   * one blue reads both ways, so dark buttons take the light link blue with dark text on it.
   * Null keeps antd's buttons, derived from `primary`.
   */
  primaryButton: { colour: string; hover: string; active: string; solidText: string } | null;
}

export const palettes: Record<ThemeMode, Palette> = {
  light: {
    primary: '#3451b2',
    primaryText: '#3451b2',
    primaryTextHover: '#22378c',
    focusRing: '#5a70c4',
    bgLayout: '#f3f4f7',
    bgContainer: '#ffffff',
    bgElevated: '#ffffff',
    border: '#d5d8e0',
    borderSecondary: '#e6e8ee',
    textTertiary: 'rgba(0, 0, 0, 0.6)',
    error: '#c9302c',
    success: '#2e7d32',
    successBg: '#eef8ef',
    successBorder: '#b9dfbb',
    infoBg: '#eef2fc',
    infoBorder: '#c3cef0',
    warning: '#b26a00',
    warningBg: '#fdf6e9',
    warningBorder: '#efd7a6',
    menuSelectedBg: '#e8edfb',
    menuSelectedText: '#2a4396',
    menuHoverBg: '#eef0f5',
    tagText: {
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      yellow7: '#876800',
      gold7: '#874d00',
      lime7: '#3f6600',
    },
    primaryButton: null,
  },
  dark: {
    primary: '#4a67d6',
    primaryText: '#9db0ff',
    primaryTextHover: '#c6d2ff',
    focusRing: '#8299f2',
    bgLayout: '#0f1116',
    bgContainer: '#171a21',
    bgElevated: '#1f232c',
    border: '#343a46',
    borderSecondary: '#262b35',
    textTertiary: 'rgba(255, 255, 255, 0.6)',
    error: '#ff7875',
    success: '#73d13d',
    successBg: '#17261a',
    successBorder: '#2c4d2f',
    infoBg: '#1a2240',
    infoBorder: '#2f3f75',
    warning: '#ffc53d',
    warningBg: '#2b2414',
    warningBorder: '#594a1f',
    menuSelectedBg: '#243056',
    menuSelectedText: '#c6d2ff',
    menuHoverBg: '#222733',
    tagText: { purple7: '#ab7ae0', geekblue7: '#7f9ef3' },
    primaryButton: { colour: '#9db0ff', hover: '#b8c6ff', active: '#8196eb', solidText: '#0f1116' },
  },
};

/** The shell's own measures, shared by the layout so header, sidebar and content line up. */
export const shellSizes = {
  headerHeight: 48,
  siderWidth: 256,
  siderCollapsedWidth: 56,
} as const;

/**
 * A seed font size of 16 under the compact algorithm gives a 14 px body with 28 px controls:
 * dense like Grafana or Harbor, yet still comfortable to read (the compact default is 12 px).
 */
const COMPACT_SEED_FONT_SIZE = 16;

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
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
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
      Breadcrumb: { lastItemColor: mode === 'dark' ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)' },
    },
  };
}
