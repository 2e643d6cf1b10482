import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFileItem } from './types.ts';
import { UploadProgress } from './upload-progress.tsx';

const items: UploadFileItem[] = [
  { uid: 'u1', name: 'lodash-4.17.21.tgz', percentage: 100, status: 'success' },
  { uid: 'u2', name: 'spring-boot-starter-web-3.3.1.jar', percentage: 45 },
  { uid: 'u3', name: 'core-7.24.0.tgz', percentage: 70, status: 'exception' },
];

function row(name: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((item) => within(item).queryByText(name));
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

describe('UploadProgress', () => {
  it('R25.146 shows each file with its progress', () => {
    render(<UploadProgress items={items} onCancel={vi.fn()} />);
    expect(within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getByRole('progressbar', { name: 'spring-boot-starter-web-3.3.1.jar' }).getAttribute('aria-valuenow'),
    ).toBe('45');
  });

  it('R25.148 a successful upload shows a check and no cancel; the others show a cancel icon', () => {
    render(<UploadProgress items={items} onCancel={vi.fn()} />);
    expect(within(row('lodash-4.17.21.tgz')).getByRole('img', { name: 'lodash-4.17.21.tgz uploaded' })).toBeTruthy();
    expect(within(row('lodash-4.17.21.tgz')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel upload of spring-boot-starter-web-3.3.1.jar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel upload of core-7.24.0.tgz' })).toBeTruthy();
  });

  it('R25.148 cancel calls back with the uid', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<UploadProgress items={items} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel upload of core-7.24.0.tgz' }));
    expect(onCancel).toHaveBeenCalledWith('u3');
  });

  it('R25.149 a failed upload shows the bar in exception status', () => {
    render(<UploadProgress items={items} onCancel={vi.fn()} />);
    const failed = screen.getByRole('progressbar', { name: 'core-7.24.0.tgz' });
    expect(failed.classList.contains('ant-progress-status-exception')).toBe(true);
    const running = screen.getByRole('progressbar', { name: 'spring-boot-starter-web-3.3.1.jar' });
    expect(running.classList.contains('ant-progress-status-exception')).toBe(false);
    expect(running.classList.contains('ant-progress-status-active')).toBe(true);
    const done = screen.getByRole('progressbar', { name: 'lodash-4.17.21.tgz' });
    expect(done.classList.contains('ant-progress-status-success')).toBe(true);
  });
});
