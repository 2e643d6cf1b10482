import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden.ts';

describe('visuallyHidden', () => {
  it('is the clip pattern: a 1 px, clipped, absolutely placed box without padding or border', () => {
    expect(visuallyHidden).toEqual({
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    });
  });

  it('keeps the text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <span style={visuallyHidden}>Remove lodash</span>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove lodash' }).textContent).toBe('×Remove lodash');
    const hidden = screen.getByText('Remove lodash');
    expect([hidden.style.position, hidden.style.overflow, hidden.style.width]).toEqual(['absolute', 'hidden', '1px']);
  });
});
