import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CutText } from './cut-text.tsx';

/** Makes the element as wide as its text needs and as its cell allows (jsdom lays nothing out). */
function sized(element: HTMLElement, needs: number, has: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: needs });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: has });
}

describe('CutText', () => {
  it('shows the whole text in a tooltip on hover when its cell cuts it', async () => {
    const user = userEvent.setup();
    render(<CutText text="spring-boot-starter-web-3.2.0.jar">spring-boot-starter-web-3.2.0.jar</CutText>);
    const text = screen.getByText('spring-boot-starter-web-3.2.0.jar');
    expect(text.closest('[data-cut-text]')).toBe(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
    sized(text, 300, 120);
    await user.hover(text);
    expect((await screen.findByRole('tooltip')).textContent).toBe('spring-boot-starter-web-3.2.0.jar');
  });

  it('makes no tooltip for a text that fits', async () => {
    const user = userEvent.setup();
    render(<CutText text="short">short</CutText>);
    const text = screen.getByText('short');
    sized(text, 40, 120);
    await user.hover(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
