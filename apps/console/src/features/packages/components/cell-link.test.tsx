import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CellLink } from './cell-link.tsx';

describe('CellLink', () => {
  it('cuts a long name with an ellipsis and keeps the whole name on hover', () => {
    const name = `@acme/${'very-long-package-name-'.repeat(8)}core`;
    render(
      <MemoryRouter>
        <CellLink to="/packages/x" text={name} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name });
    expect(link.title).toBe(name);
    expect(link.style).toMatchObject({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });
});
