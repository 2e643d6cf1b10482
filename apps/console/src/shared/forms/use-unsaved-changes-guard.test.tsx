import { specMessages } from '@arca/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

function EditPage() {
  const [value, setValue] = useState('');
  const holder = useUnsavedChangesGuard(value !== '');
  return (
    <>
      {holder}
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/edit', Component: EditPage },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('unsaved changes', () => {
  it('R26.32 asks before leaving a page with unsaved changes, and stays when asked to', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect((await screen.findAllByText(specMessages.unsavedChanges)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('draft');
  });

  it('R26.32 leaves, discarding the changes, when the user confirms', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('lets a page without changes go without asking', async () => {
    const { router, user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
