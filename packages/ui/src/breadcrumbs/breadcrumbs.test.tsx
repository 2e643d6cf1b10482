import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it("R25.132 renders the trail in a nav named 'Breadcrumb', the last item being the current page", () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Administration', href: '#/admin' },
          { label: 'Repositories', href: '#/repos' },
          { label: 'npm-local' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('#/admin');
    expect(within(nav).getByRole('link', { name: 'Repositories' })).toBeTruthy();
    const current = within(nav).getByText('npm-local');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'npm-local' })).toBeNull();
  });

  it('R25.132 crumbs with a handler are keyboard-operable buttons; the current page is not', async () => {
    const user = userEvent.setup();
    const onRoot = vi.fn();
    const onCurrent = vi.fn();
    render(
      <Breadcrumbs
        items={[
          { label: 'Artifacts', onClick: onRoot },
          { label: 'lodash', onClick: onCurrent },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Artifacts' }).focus();
    await user.keyboard('{Enter}');
    expect(onRoot).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'lodash' })).toBeNull();
    expect(screen.getByText('lodash').getAttribute('aria-current')).toBe('page');
  });
});
