import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { ReleaseNotesPreview } from './release-notes-preview.tsx';

function frameDocument(): Document {
  const frame = screen.getByTitle('Release notes');
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
}

describe('ReleaseNotesPreview', () => {
  it("R25.135 shows 'No Release Notes' and no frame when the notes are empty", () => {
    render(<ReleaseNotesPreview content={'  \n'} language="Markdown" />);
    expect(screen.getByText('No Release Notes')).toBeTruthy();
    expect(screen.queryByTitle('Release notes')).toBeNull();
  });

  it('R25.133 R25.137 renders Markdown into a sandboxed frame without scripts', async () => {
    render(<ReleaseNotesPreview content={'# lodash 4.17.21\n\n- [x] Fix CVE-2021-23337'} language="Markdown" />);
    const frame = await screen.findByTitle('Release notes');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    await waitFor(() => expect(frameDocument().querySelector('h1')?.textContent).toBe('lodash 4.17.21'));
    expect(frameDocument().querySelector('input[type="checkbox"][disabled][checked]')).not.toBeNull();
  });

  it('R25.133 inserts the frame once its notes have rendered and never changes its document afterwards', async () => {
    // Chromium often kept showing an empty first document when the notes followed straight after.
    const { container } = render(<ReleaseNotesPreview content={'# lodash 4.17.21\n\nFaster.'} language="Markdown" />);
    const documentChanges: MutationRecord[] = [];
    const watch = new MutationObserver((records) => documentChanges.push(...records));
    watch.observe(container, { subtree: true, attributes: true, attributeFilter: ['srcdoc'] });
    await waitFor(() => expect(frameDocument().querySelector('h1')?.textContent).toBe('lodash 4.17.21'));
    expect(documentChanges.concat(watch.takeRecords())).toEqual([]);
    watch.disconnect();
  });

  it('R25.133 while Asciidoc renders, a busy box stands in for the frame', async () => {
    render(<ReleaseNotesPreview content={'== Fixes\n\n* Faster indexing'} language="Asciidoc" />);
    expect(screen.getByRole('status', { name: 'Release notes' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTitle('Release notes')).toBeNull();
    await waitFor(() => expect(frameDocument().querySelector('h2')?.textContent).toBe('Fixes'));
    expect(screen.queryByRole('status', { name: 'Release notes' })).toBeNull();
  });

  it('R25.138 the frame document carries the CSP that forbids network fetches', async () => {
    render(<ReleaseNotesPreview content={'![logo](https://cdn.example.com/logo.png)'} language="Markdown" />);
    await waitFor(() => expect(frameDocument().querySelector('img')).not.toBeNull());
    expect(frameDocument().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(frameDocument().querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('R25.133 renders Asciidoc and Plain Text, switching with the language', async () => {
    const { rerender } = render(<ReleaseNotesPreview content={'== Fixes\n\n* Faster indexing'} language="Asciidoc" />);
    await waitFor(() => expect(frameDocument().querySelector('h2')?.textContent).toBe('Fixes'));
    rerender(<ReleaseNotesPreview content={'== Fixes\n\n* Faster indexing'} language="Plain Text" />);
    await waitFor(() =>
      expect(frameDocument().querySelector('pre')?.textContent).toBe('== Fixes\n\n* Faster indexing'),
    );
    expect(frameDocument().querySelector('h2')).toBeNull();
  });

  it("the frame follows the dark theme's text colour and background", async () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <ReleaseNotesPreview content="Dark notes" language="Plain Text" />
      </ConfigProvider>,
    );
    await waitFor(() => expect(frameDocument().querySelector('pre')).not.toBeNull());
    const css = frameDocument().querySelector('style')?.textContent ?? '';
    expect(css).toContain('background:#141414');
    expect(css).toContain('color:rgba(255,255,255,0.85)');
  });
});
