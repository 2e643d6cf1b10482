import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './use-confirm.tsx';

function Asker() {
  const [confirm, holder] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      {holder}
      <button
        type="button"
        onClick={() =>
          void confirm({ title: 'Delete it?', okText: 'Delete', danger: true }).then((ok) => setAnswer(String(ok)))
        }
      >
        ask
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirm', () => {
  it('R25.155 resolves true when confirmed', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect((await screen.findAllByText('Delete it?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('R25.155 resolves false when cancelled', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });
});
