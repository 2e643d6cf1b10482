/** The console's two palettes and measures: plain data, so the first screen can use them without antd. */
export type ThemeMode = 'light' | 'dark';

/** A preset colour's text shade, e.g. `orange7`: what antd's tags write in (antd's token names). */
type TextShade =
  `${'cyan' | 'green' | 'orange' | 'volcano' | 'yellow' | 'gold' | 'lime' | 'purple' | 'geekblue' | 'blue' | 'red' | 'magenta'}7`;

/**
 * One palette per mode, chosen so every text/background pair the shell uses meets WCAG AA
 * (theme-config.test.ts measures them). antd's own defaults miss it in places — light
 * description text, the light error red and dark-mode links — so those are set here.
 */
export interface Palette {
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

/** The console's font stack, for antd's token and the plain elements of the first screen alike. */
export const FONT_FAMILY =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
