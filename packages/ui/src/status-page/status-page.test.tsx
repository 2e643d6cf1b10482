import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from './status-page.tsx';

describe('StatusPage', () => {
  it('shows the title as the page heading, with the subtitle and the test id', () => {
    render(<StatusPage status="404" title="Page not found" subtitle="Nothing lives here." testId="status-404" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Nothing lives here.')).toBeTruthy();
    const page = screen.getByTestId('status-404');
    expect(page.dataset.status).toBe('404');
    expect(page.textContent).toContain('ERROR 404');
  });

  it('renders the action and passes its clicks through', async () => {
    const onBack = vi.fn();
    render(
      <StatusPage
        status="403"
        title="Forbidden"
        action={
          <button type="button" onClick={onBack}>
            Back
          </button>
        }
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows its own themed mark rather than the exception illustration', () => {
    const { container } = render(<StatusPage status="403" title="Forbidden" />);

    expect(screen.getByText('ERROR 403')).toBeTruthy();
    expect(container.querySelector('.ant-result-image')).toBeNull();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('leaves the subtitle out when none is given', () => {
    const { container } = render(<StatusPage status="500" title="Server error" />);

    expect(screen.getByRole('heading', { name: 'Server error' })).toBeTruthy();
    expect(container.querySelector('.ant-result-subtitle')).toBeNull();
  });
});
