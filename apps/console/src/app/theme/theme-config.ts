import { type ThemeConfig, theme } from 'antd';

export type ThemeMode = 'light' | 'dark';

/**
 * One palette per mode, chosen so every text/background pair the shell uses meets WCAG AA
 * (theme-config.test.ts measures them). antd's own defaults miss it in places — light
 * description text, the light error red and dark-mode links — so those are set here.
 */
interface Palette {
  primary: string;
  /** Links and selected items on surfaces: in dark mode lighter than the button colour. */
  primaryText: string;
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
}

export const palettes: Record<ThemeMode, Palette> = {
  light: {
    primary: '#3451b2',
    primaryText: '#3451b2',
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
  },
  dark: {
    primary: '#4a67d6',
    primaryText: '#9db0ff',
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

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const p = palettes[mode];
  return {
    algorithm: [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, theme.compactAlgorithm],
    token: {
      colorPrimary: p.primary,
      colorInfo: p.primary,
      colorLink: p.primaryText,
      colorPrimaryText: p.primaryText,
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
      },
      Breadcrumb: { lastItemColor: mode === 'dark' ? 'rgba(255, 255, 255, 0.88)' : 'rgba(0, 0, 0, 0.88)' },
    },
  };
}
