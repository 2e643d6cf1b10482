import { FONT_FAMILY, palettes, type ThemeMode } from './palettes.ts';

/**
 * The theme as CSS custom properties on <html>, for what is drawn without antd (the login route,
 * the start-up and error screens, the global rules): the same colours antd derives from the
 * palettes, so a plain screen and an antd screen look alike in both modes.
 */
export function themeVariables(mode: ThemeMode): Record<`--arca-${string}`, string> {
  const p = palettes[mode];
  const dark = mode === 'dark';
  return {
    '--arca-font-family': FONT_FAMILY,
    '--arca-text': dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)',
    '--arca-text-secondary': p.textTertiary,
    '--arca-primary': p.primary,
    // antd's colorPrimaryBg: the tint of the login background's glow.
    '--arca-primary-bg': dark ? '#242d4e' : '#e4eaf2',
    '--arca-link': p.primaryText,
    '--arca-link-hover': p.primaryTextHover,
    '--arca-focus-ring': p.focusRing,
    '--arca-bg-layout': p.bgLayout,
    '--arca-bg-container': p.bgContainer,
    '--arca-bg-elevated': p.bgElevated,
    '--arca-border': p.border,
    '--arca-border-secondary': p.borderSecondary,
    // antd's dark algorithm softens the error red on surfaces; these are the colours it draws.
    '--arca-error': dark ? '#dc6966' : p.error,
    '--arca-error-bg': dark ? '#2c1b1c' : '#fff3f0',
    '--arca-error-border': dark ? '#5b3231' : '#f0b1a8',
    '--arca-info': p.primaryText,
    '--arca-info-bg': p.infoBg,
    '--arca-info-border': p.infoBorder,
    '--arca-button-primary': p.primaryButton?.colour ?? p.primary,
    '--arca-button-primary-hover': p.primaryButton?.hover ?? '#5672bf',
    '--arca-button-primary-active': p.primaryButton?.active ?? p.primaryTextHover,
    '--arca-button-primary-text': p.primaryButton?.solidText ?? '#ffffff',
    '--arca-button-shadow': dark ? '0 2px 0 rgba(85, 116, 247, 0.21)' : '0 2px 0 rgba(10, 64, 137, 0.11)',
    '--arca-card-shadow': dark
      ? '0 1px 2px 0 rgba(255, 255, 255, 0.01), 0 1px 6px -1px rgba(255, 255, 255, 0.008), 0 2px 4px 0 rgba(255, 255, 255, 0.008)'
      : '0 1px 2px 0 rgba(0, 0, 0, 0.05), 0 1px 6px -1px rgba(0, 0, 0, 0.03), 0 2px 4px 0 rgba(0, 0, 0, 0.03)',
    '--arca-mask': dark ? 'rgba(0, 0, 0, 0.65)' : 'rgba(0, 0, 0, 0.45)',
  };
}
