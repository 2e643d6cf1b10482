import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface/presetColors';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { palettes, type ThemeMode, themeConfig } from './theme-config.ts';

type Rgba = [number, number, number, number];

function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
    return [r ?? 0, g ?? 0, b ?? 0, 1];
  }
  const parts = /rgba?\(([^)]+)\)/
    .exec(color)?.[1]
    ?.split(',')
    .map((part) => Number.parseFloat(part));
  if (!parts || parts.length < 3) throw new Error(`unreadable colour ${color}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function luminance([r, g, b]: number[]): number {
  const linear = [r, g, b].map((value = 0) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** WCAG 2 contrast of a (possibly translucent) foreground over an opaque background. */
function contrast(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  const alpha = fg[3];
  const blended = [0, 1, 2].map((i) => (fg[i] ?? 0) * alpha + (bg[i] ?? 0) * (1 - alpha));
  const [light, dark] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const AA_TEXT = 4.5;

/**
 * The CSS variables antd writes for a theme, which is what components draw with: a token can
 * differ from its variable where antd keeps it under two names (`orange7`, `orange-7`).
 */
function cssVariables(mode: ThemeMode): Map<string, string> {
  const view = render(
    createElement(ConfigProvider, { theme: themeConfig(mode) }, createElement(Tag, { color: 'orange' }, 'maven')),
  );
  // The variables of this theme's scope only: every theme rendered so far left its own.
  const scope = /css-var-\S+/.exec(view.container.querySelector('.ant-tag')?.className ?? '')?.[0];
  const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('');
  const block = styles.split(`.${scope}{`)[1]?.split('}')[0] ?? '';
  return new Map(
    Array.from(block.matchAll(/(--ant-[a-z-]+-\d+):([^;]+)/g), ([, name = '', value = '']) => [name, value]),
  );
}

describe('the contrast measure', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(AA_TEXT);
  });
});

describe.each<ThemeMode>(['light', 'dark'])('the %s theme', (mode) => {
  const token = theme.getDesignToken(themeConfig(mode));
  const palette = palettes[mode];

  it('meets WCAG AA for body, secondary and description text on every surface', () => {
    for (const surface of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) {
      expect(contrast(token.colorText, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(token.colorTextSecondary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(token.colorTextDescription, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('meets WCAG AA for links, errors and primary buttons', () => {
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token.colorPrimaryText, token.colorBgLayout)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token.colorErrorText, token.colorBgContainer)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('meets WCAG AA for the selected sidebar entry', () => {
    expect(contrast(palette.menuSelectedText, palette.menuSelectedBg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token.colorText, palette.menuHoverBg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('meets WCAG AA for every preset tag colour as drawn, its text on its own fill (the maven tag read at 3.3:1)', () => {
    const shades = cssVariables(mode);
    for (const colour of PresetColors) {
      const text = shades.get(`--ant-${colour}-7`) ?? '';
      const fill = shades.get(`--ant-${colour}-1`) ?? '';
      expect({ colour, ratio: contrast(text, fill) >= AA_TEXT }).toEqual({ colour, ratio: true });
    }
  });

  it('meets WCAG AA for links under the pointer or pressed, and for placeholders', () => {
    for (const surface of [token.colorBgContainer, token.colorBgLayout]) {
      for (const colour of [
        token.colorLinkHover,
        token.colorLinkActive,
        token.colorPrimaryTextHover,
        token.colorTextPlaceholder,
      ]) {
        expect(contrast(colour, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('meets WCAG AA for the current tab, a sidebar group holding the current page and the active page number', () => {
    const { components } = themeConfig(mode);
    for (const surface of [token.colorBgContainer, token.colorBgLayout]) {
      expect(contrast(components?.Tabs?.itemSelectedColor ?? token.colorPrimary, surface)).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
      expect(contrast(components?.Pagination?.itemActiveColor ?? token.colorPrimary, surface)).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
    expect(
      contrast(components?.Menu?.subMenuItemSelectedColor ?? token.colorPrimary, token.colorBgContainer),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('meets WCAG AA for primary buttons, solid and as text on the surface (outlined, ghost, link)', () => {
    const button = themeConfig(mode).components?.Button;
    const colour = button?.colorPrimary ?? token.colorPrimary;
    expect(contrast(button?.primaryColor ?? token.colorTextLightSolid, colour)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colour, token.colorBgContainer)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('draws focus rings at 3:1 or more against every surface (WCAG non-text contrast)', () => {
    for (const surface of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) {
      expect(contrast(token.colorPrimaryBorder, surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(palette.focusRing, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses a 6 px radius and dense 28 px controls', () => {
    expect(token.borderRadius).toBe(6);
    expect(token.controlHeight).toBe(28);
    expect(token.fontSize).toBe(14);
  });
});
