import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PathSelector } from './path-selector.tsx';
import type { PathOption } from './types.ts';

type RepositoryKind = 'local' | 'remote' | 'virtual';

const options: PathOption<RepositoryKind>[] = [
  { title: 'Local', value: 'local', description: 'Host your own packages, like npm-local.' },
  { title: 'Remote', value: 'remote', description: 'Proxy and cache a registry such as npmjs.org.', recommended: true },
  { title: 'Virtual', value: 'virtual', description: 'One URL over local and remote repositories.' },
];

function Controlled({ onChange }: { onChange: (value: RepositoryKind) => void }) {
  const [value, setValue] = useState<RepositoryKind | undefined>(undefined);
  return (
    <PathSelector
      label="Repository type"
      options={options}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('PathSelector', () => {
  it('R25.157 offers each option by title with its description and tags the recommended one', () => {
    render(<PathSelector label="Repository type" options={options} value="local" onChange={() => {}} />);

    const group = screen.getByRole('radiogroup', { name: 'Repository type' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Local' })).toHaveProperty('checked', true);
    const remote = screen.getByRole('radio', { name: 'Remote' });
    expect(remote).toHaveProperty('checked', false);
    const description = document.getElementById(remote.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('RecommendedProxy and cache a registry such as npmjs.org.');
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
  });

  it('R25.157 names and describes each radio even when option values hold spaces or id-unsafe characters', () => {
    const awkward: PathOption[] = [
      { title: 'Maven Central', value: 'maven central', description: 'Proxy repo.maven.apache.org.' },
      { title: 'Docker Hub', value: 'docker "hub"', description: 'Proxy registry-1.docker.io.' },
    ];
    render(<PathSelector label="Upstream" options={awkward} value={undefined} onChange={() => {}} />);

    for (const { title, description } of awkward) {
      const radio = screen.getByRole('radio', { name: title });
      const ids = radio.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(ids).toHaveLength(1);
      expect(document.getElementById(ids[0] ?? '')?.textContent).toBe(description);
    }
  });

  it('R25.157 reports a click on a card and shows the new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await user.click(screen.getByText('Virtual'));

    expect(onChange).toHaveBeenCalledWith('virtual');
    expect(screen.getByRole('radio', { name: 'Virtual' })).toHaveProperty('checked', true);
  });

  it('R25.157 is operable by keyboard: Tab in, Space to choose, arrows to move', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Local' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('local');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('remote');
    expect(screen.getByRole('radio', { name: 'Remote' })).toHaveProperty('checked', true);
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PathSelector label="Repository type" options={options} value={undefined} onChange={onChange} disabled />);

    await user.click(screen.getByText('Remote'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
