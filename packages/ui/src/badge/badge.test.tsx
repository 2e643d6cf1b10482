import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('R25.158 shows a status word in its variant', () => {
    render(
      <>
        <Badge variant="success" text="Scanned" />
        <Badge variant="error" text="Blocked" />
      </>,
    );

    const scanned = screen.getByText('Scanned').parentElement;
    const blocked = screen.getByText('Blocked').parentElement;
    expect(scanned?.dataset.variant).toBe('success');
    expect(blocked?.dataset.variant).toBe('error');
    expect(scanned?.style.color).not.toBe(blocked?.style.color);
  });

  it('R25.158 shows a count, capped at its maximum', () => {
    render(
      <>
        <Badge variant="warning" count={12} />
        <Badge variant="error" count={1284} />
      </>,
    );

    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('gives screen readers the label instead of the bare number', () => {
    render(<Badge variant="error" count={3} label="3 critical violations" />);

    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('3 critical violations')).toBeTruthy();
  });
});
