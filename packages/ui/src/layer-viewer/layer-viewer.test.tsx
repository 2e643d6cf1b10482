import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, theme } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LayerViewer } from './layer-viewer.tsx';
import type { ImageData } from './types.ts';

const image: ImageData = {
  blobsInfo: [
    {
      command: 'CMD',
      commandText: 'CMD ["node"]',
      shortId: '3f1a9c2b7d4e',
      id: 'sha256:3f1a9c2b7d4e',
      digest: 'sha256:0000000000000000000000000000000000000000000000000000000000000000',
      created: '2024-03-05T14:07:09.123456789Z',
      size: 0,
    },
    {
      command: 'RUN',
      commandText: 'RUN /bin/sh -c apt-get update && apt-get install -y curl',
      shortId: '9b8c7d6e5f4a',
      id: 'sha256:9b8c7d6e5f4a',
      digest: 'sha256:5d1b2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c',
      created: '2024-03-05T14:06:58.871Z',
      size: 52_428_800,
    },
    {
      command: 'ADD',
      commandText: 'ADD file:4b03b5f551e3fbdf47ec609712007327828f7530cc3455c43bbcdcaf449a75a9 in /',
      shortId: '1a2b3c4d5e6f',
      id: 'sha256:1a2b3c4d5e6f',
      digest: 'sha256:7a1b2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c',
      created: '2024-02-13T01:05:11.456Z',
      size: 30_983_424,
    },
  ],
};

describe('LayerViewer', () => {
  it('R25.115 R25.117 lists layers top first, base last, all collapsed', () => {
    render(<LayerViewer image={image} />);

    const list = screen.getByRole('list', { name: 'Container image layers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.command)).toEqual(['CMD', 'RUN', 'ADD']);
    expect(items[0]?.textContent).toContain('Top layer');
    expect(items[2]?.textContent).toContain('Base layer');
    const headers = within(list).getAllByRole('button');
    expect(headers.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    expect(screen.queryByText('Digest')).toBeNull();
  });

  it('R25.114 shows created without the fraction and the size in bytes units', () => {
    render(<LayerViewer image={image} />);

    const run = screen.getByRole('button', { name: /apt-get update/ });
    expect(run.textContent).toContain('2024-03-05 14:06:58');
    expect(run.textContent).not.toContain('.871');
    expect(run.textContent).toContain('50.0 MB');
  });

  it('R25.116 colours each layer by its command', () => {
    render(<LayerViewer image={image} />);

    const run = screen.getByRole('button', { name: /apt-get update/ });
    const add = screen.getByRole('button', { name: /ADD file/ });
    const chip = (button: HTMLElement) => within(button).getByText(button === run ? 'RUN' : 'ADD');
    // The default theme's blue7 (#0958d9) and cyan8 (#006d75), as the browser reports them.
    expect(chip(run).style.background).toBe('rgb(9, 88, 217)');
    expect(chip(add).style.background).toBe('rgb(0, 109, 117)');
    expect(chip(run).style.color).toBe('rgb(255, 255, 255)');
  });

  it('R25.116 takes the colours from the theme and keeps the text readable on the dark theme’s lighter shades', () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <LayerViewer image={image} />
      </ConfigProvider>,
    );

    const add = within(screen.getByRole('button', { name: /ADD file/ })).getByText('ADD');
    // The dark theme's cyan8 (#58d1c9) is too light for white text, so the text turns black.
    expect(add.style.background).toBe('rgb(88, 209, 201)');
    expect(add.style.color).toBe('rgb(0, 0, 0)');
  });

  it('R25.118 a click opens a layer with its full command, digest and size; another click closes it', async () => {
    const user = userEvent.setup();
    render(<LayerViewer image={image} />);

    const run = screen.getByRole('button', { name: /apt-get update/ });
    await user.click(run);

    expect(run.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(run.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('RUN /bin/sh -c apt-get update && apt-get install -y curl');
    expect(panel?.textContent).toContain('sha256:5d1b2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c');
    expect(panel?.textContent).toContain('50.0 MB');

    await user.click(run);
    expect(run.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Digest')).toBeNull();
  });

  it('R25.118 toggles with Enter and Space from the keyboard, reporting the open keys', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    function Controlled() {
      const [keys, setKeys] = useState<string[]>([]);
      return (
        <LayerViewer
          image={image}
          expandedKeys={keys}
          onExpandedChange={(next) => {
            onExpandedChange(next);
            setKeys(next);
          }}
        />
      );
    }
    render(<Controlled />);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /apt-get update/ }));
    await user.keyboard('{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['1:sha256:9b8c7d6e5f4a']);
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('false');
  });
});
