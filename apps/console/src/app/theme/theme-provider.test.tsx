import { render } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { palettes } from './palettes.ts';
import { ThemeProvider } from './theme-provider.tsx';
import { useThemePreference } from './theme-store.ts';

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('the theme without antd', () => {
  it('puts the palette of the mode on <html> as CSS variables, and switches them with the mode', () => {
    act(() => useThemePreference.getState().setMode('light'));
    render(<ThemeProvider>page</ThemeProvider>);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(variable('--arca-primary')).toBe(palettes.light.primary);
    expect(variable('--arca-bg-container')).toBe(palettes.light.bgContainer);
    expect(variable('--arca-button-primary')).toBe(palettes.light.primary);

    act(() => useThemePreference.getState().setMode('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(variable('--arca-bg-container')).toBe(palettes.dark.bgContainer);
    expect(variable('--arca-link')).toBe(palettes.dark.primaryText);
    // Dark buttons take the light link blue with dark text on it (theme-config.ts).
    expect(variable('--arca-button-primary')).toBe(palettes.dark.primaryButton?.colour);
    expect(variable('--arca-button-primary-text')).toBe(palettes.dark.primaryButton?.solidText);
  });
});
