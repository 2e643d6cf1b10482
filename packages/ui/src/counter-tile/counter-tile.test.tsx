import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CounterTile } from './counter-tile.tsx';

function shownNumber(title: string): string | null {
  return within(screen.getByRole('group', { name: title })).getByText(/^[\d,]+$/, {
    selector: '[aria-hidden="true"]',
  }).textContent;
}

describe('CounterTile', () => {
  beforeEach(() => {
    // No user-event here, so the clock stands still and each step is exact.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("R25.156 R25.159 shows the title and the number formatted '0,0'", () => {
    render(<CounterTile title="Artifacts" value={1284113} href="/ui/packages" />);

    expect(shownNumber('Artifacts')).toBe('1,284,113');
    expect(screen.getByRole('link', { name: 'Artifacts' }).getAttribute('href')).toBe('/ui/packages');
  });

  it('R27.19 counts up from 0 in 50 steps of 50 ms', () => {
    render(<CounterTile title="Artifacts" value={1000} animate />);

    expect(shownNumber('Artifacts')).toBe('0');
    // Screen readers get the final number from the start.
    expect(within(screen.getByRole('group', { name: 'Artifacts' })).getByText('1,000')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(shownNumber('Artifacts')).toBe('20');
    act(() => {
      vi.advanceTimersByTime(24 * 50);
    });
    expect(shownNumber('Artifacts')).toBe('500');
    act(() => {
      vi.advanceTimersByTime(24 * 50);
    });
    expect(shownNumber('Artifacts')).toBe('980');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(shownNumber('Artifacts')).toBe('1,000');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(shownNumber('Artifacts')).toBe('1,000');
  });

  it('shows the final number at once when reduced motion is preferred', () => {
    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: query.includes('reduce') }));
    try {
      render(<CounterTile title="Packages" value={5230} animate />);
      expect(shownNumber('Packages')).toBe('5,230');
    } finally {
      window.matchMedia = original;
    }
  });
});
