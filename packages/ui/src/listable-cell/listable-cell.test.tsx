import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listableCellDemo } from './listable-cell.demo.tsx';
import { ListableCell } from './listable-cell.tsx';

const repos = ['npm-local', 'npm-remote', 'npm-virtual'];

const listedItems = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ListableCell', () => {
  it('R25.050 R25.051 shows count | items as a button when there are several items', () => {
    render(<ListableCell items={repos} columnTitle="Repositories" />);
    expect(screen.getByRole('button', { name: '3 | npm-local, npm-remote, npm-virtual' })).toBeTruthy();
  });

  it('R25.051 is plain text, not clickable, with a single item', () => {
    render(<ListableCell items={['docker-local']} columnTitle="Repositories" />);
    expect(screen.getByText('1 | docker-local')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('R25.052 R27.34 opens a 600-wide dialog titled with the count and column header', async () => {
    const user = userEvent.setup();
    render(<ListableCell items={repos} columnTitle="Repositories" />);
    await user.click(screen.getByRole('button', { name: /^3 \|/ }));

    const dialog = await screen.findByRole('dialog', { name: '3 Repositories' });
    const modal = dialog.closest('.ant-modal') ?? dialog;
    expect((modal as HTMLElement).style.width).toBe('600px');
  });

  it('R25.053 lists the items in one column and filters them with the search box', async () => {
    const user = userEvent.setup();
    render(<ListableCell items={[...repos, 'docker-local']} columnTitle="Repositories" />);
    await user.click(screen.getByRole('button', { name: /^4 \|/ }));
    const dialog = await screen.findByRole('dialog', { name: '4 Repositories' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Repositories']);
    expect(listedItems(dialog)).toEqual([...repos, 'docker-local']);

    await user.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'REMOTE');

    expect(listedItems(dialog)).toEqual(['npm-remote']);
  });

  it('starts with a fresh search each time the dialog is reopened after Escape', async () => {
    const user = userEvent.setup();
    render(<ListableCell items={repos} columnTitle="Repositories" />);
    const trigger = screen.getByRole('button', { name: /^3 \|/ });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '3 Repositories' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'virtual');
    await user.keyboard('{Escape}');

    await user.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: '3 Repositories' });
    expect((within(reopened).getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('demo renders clickable and plain cells', () => {
    const Demo = listableCellDemo.Component;
    render(<Demo />);
    expect(listableCellDemo.id).toBe('listable-cell');
    expect(screen.getByRole('button', { name: '3 | npm-local, npm-remote, npm-virtual' })).toBeTruthy();
    expect(screen.getByText('1 | libs-release')).toBeTruthy();
  });
});
