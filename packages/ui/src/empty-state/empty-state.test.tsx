import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { NoData } from './no-data.tsx';

function renderPage(canEdit: boolean, onCreate = vi.fn()) {
  render(
    <EmptyState
      canEdit={canEdit}
      image={{ kind: 'url', src: 'data:image/svg+xml,%3Csvg%2F%3E', alt: 'Empty repository' }}
      header="No webhooks yet"
      subheader="Webhooks notify other systems"
      contentLines={['Send an event to your CI server.', 'Filter by repository.']}
      actions={[{ text: 'New Webhook', onClick: onCreate }]}
      helpLink={{ text: 'Learn more', href: 'https://example.com/docs' }}
    />,
  );
  return onCreate;
}

describe('EmptyState', () => {
  it('R25.128 R25.130 shows the header as a heading, the subheader, content lines, image and help link', () => {
    renderPage(false);
    expect(screen.getByRole('heading', { level: 2, name: 'No webhooks yet' })).toBeTruthy();
    expect(screen.getByText('Webhooks notify other systems')).toBeTruthy();
    expect(screen.getByText('Send an event to your CI server.')).toBeTruthy();
    expect(screen.getByText('Filter by repository.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Empty repository' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://example.com/docs');
  });

  it('R25.129 shows action buttons when the user can edit, and they call their handler', async () => {
    const user = userEvent.setup();
    const onCreate = renderPage(true);
    await user.click(screen.getByRole('button', { name: 'New Webhook' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('R25.129 hides action buttons when the user cannot edit', () => {
    renderPage(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an image without alt is decorative', () => {
    render(<EmptyState canEdit header="Nothing" image={{ kind: 'url', src: 'data:image/png;base64,' }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('NoData', () => {
  it("R25.131 shows the generic empty text 'No Data'", () => {
    render(<NoData />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
