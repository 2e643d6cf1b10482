import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DroppedFile } from './dropped-file.tsx';

const licence = () => new File(['LICENSE-KEY-123'], 'artifactory.lic', { type: 'text/plain' });

describe('DroppedFile', () => {
  it('reads a dropped file and hands its text over', async () => {
    const onText = vi.fn();
    render(<DroppedFile onText={onText} />);
    const file = licence();
    fireEvent.drop(screen.getByRole('group', { name: 'Drop a file here' }), { dataTransfer: { files: [file] } });
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('LICENSE-KEY-123', file));
  });

  it('hands over only the latest file when an earlier one is still being read', async () => {
    const onText = vi.fn();
    const reads: Record<string, (text: string) => void> = {};
    const readText = (file: File) => new Promise<string>((resolve) => (reads[file.name] = resolve));
    render(<DroppedFile onText={onText} readText={readText} />);
    const zone = screen.getByRole('group', { name: 'Drop a file here' });
    const older = new File(['old'], 'old.lic');
    const newer = new File(['new'], 'new.lic');
    fireEvent.drop(zone, { dataTransfer: { files: [older] } });
    fireEvent.drop(zone, { dataTransfer: { files: [newer] } });

    await act(async () => reads['new.lic']?.('NEW-KEY'));
    await act(async () => reads['old.lic']?.('OLD-KEY'));

    expect(onText.mock.calls).toEqual([['NEW-KEY', newer]]);
  });

  it("reads a file picked with the 'Choose file' button", async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<DroppedFile onText={onText} />);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Choose file'), licence());
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('LICENSE-KEY-123', expect.any(File)));
  });

  it("R25.152 R27.25 rejects a file over 400 KB with 'File exceeds the maximum size of 400 KB'", async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    const readText = vi.fn(async () => 'x');
    render(<DroppedFile onText={onText} readText={readText} />);
    await user.upload(screen.getByLabelText('Choose file'), new File(['a'.repeat(400 * 1024 + 1)], 'big.lic'));
    expect((await screen.findByRole('alert')).textContent).toContain('File exceeds the maximum size of 400 KB');
    expect(readText).not.toHaveBeenCalled();
    expect(onText).not.toHaveBeenCalled();
  });

  it('R25.152 R27.25 accepts a file of exactly 400 KB', async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<DroppedFile onText={onText} readText={async () => 'fits'} />);
    await user.upload(screen.getByLabelText('Choose file'), new File(['a'.repeat(400 * 1024)], 'edge.lic'));
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith('fits', expect.any(File)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("R25.153 a failed read shows 'Unable to access license file.' without the security note", async () => {
    const user = userEvent.setup();
    const onText = vi.fn();
    render(<DroppedFile onText={onText} readText={() => Promise.reject(new Error('NotReadableError'))} />);
    await user.upload(screen.getByLabelText('Choose file'), licence());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to access license file.');
    expect(alert.textContent).not.toContain('The browser blocked access');
    expect(onText).not.toHaveBeenCalled();
  });

  it('R25.153 R25.154 a security error adds the extra note', async () => {
    const user = userEvent.setup();
    render(
      <DroppedFile onText={vi.fn()} readText={() => Promise.reject(new DOMException('denied', 'SecurityError'))} />,
    );
    await user.upload(screen.getByLabelText('Choose file'), licence());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to access license file.');
    expect(alert.textContent).toContain(
      'The browser blocked access to the file; try choosing it again or copy its content.',
    );
  });

  it('clears the error once a good file is read', async () => {
    const user = userEvent.setup();
    render(<DroppedFile onText={vi.fn()} />);
    await user.upload(screen.getByLabelText('Choose file'), new File(['a'.repeat(500 * 1024)], 'big.lic'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.upload(screen.getByLabelText('Choose file'), licence());
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
