import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InputList } from './input-list.tsx';
import type { InputListProps } from './types.ts';

type HarnessProps = Partial<InputListProps> & { initial?: string[]; spy?: (values: string[]) => void };

function Harness({ initial = [], spy, ...rest }: HarnessProps) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <>
      <InputList
        label="Allowed hosts"
        values={values}
        onChange={(next) => {
          spy?.(next);
          setValues(next);
        }}
        {...rest}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Allowed hosts' });
const shown = () =>
  within(screen.getByRole('list', { name: 'Allowed hosts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('InputList', () => {
  it('R25.096 R25.097 R25.103 adds the typed value on Enter, in front of the others, and empties the input', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['registry.npmjs.org']} />);
    await user.type(input(), 'docker.io{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['docker.io', 'registry.npmjs.org']);
    expect(shown()).toEqual(['docker.io', 'registry.npmjs.org']);
    expect(input()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input());
  });

  it('R25.098 adds the typed value on the plus button, once', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(input(), 'ghcr.io');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(['ghcr.io']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('R25.099 adds the typed value when the input loses focus', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.type(input(), 'quay.io');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith(['quay.io']);
    expect(shown()).toEqual(['quay.io']);
  });

  it('R25.100 a duplicate shows Value already exists and is not added; typing clears the message', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['docker.io']} />);
    await user.type(input(), 'docker.io{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Value already exists');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(spy).not.toHaveBeenCalled();
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('R25.101 a blank value shows You must fill out the field in a required list', async () => {
    const user = userEvent.setup();
    render(<Harness required />);
    await user.type(input(), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('You must fill out the field');
  });

  it('R25.101 a blank value shows no error when the list is not required', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(input());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('R25.101 leaving an empty required list blank shows the message on blur', async () => {
    const user = userEvent.setup();
    render(<Harness required />);
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('alert').textContent).toBe('You must fill out the field');
  });

  it('R25.102 custom validators run in order and the first failing one gives the message', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    const later = vi.fn(() => 'Too long');
    render(
      <Harness
        spy={spy}
        validators={[() => undefined, (v) => (v.includes(' ') ? 'No spaces allowed' : undefined), later]}
      />,
    );
    await user.type(input(), 'my host{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('No spaces allowed');
    expect(later).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('removes a value with its button and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} initial={['a.io', 'b.io', 'c.io']} />);
    await user.click(screen.getByRole('button', { name: 'Remove b.io' }));
    expect(spy).toHaveBeenLastCalledWith(['a.io', 'c.io']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c.io' }));
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['a.io']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.io' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('adds and removes nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<Harness disabled initial={['docker.io']} />);
    expect(input().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add value' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove docker.io' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove docker.io' }));
    expect(shown()).toEqual(['docker.io']);
  });
});
