import { describe, expect, it } from 'vitest';
import {
  buildPreviewDocument,
  escapeHtml,
  isPreviewLanguage,
  PREVIEW_CSP,
  PREVIEW_LANGUAGES,
  renderPreviewHtml,
  sanitizePreviewHtml,
} from './utils.ts';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const look = {
  color: 'rgba(0, 0, 0, 0.88)',
  background: '#ffffff',
  fontFamily: 'system-ui',
  fontSize: 14,
  linkColor: '#1677ff',
  borderColor: '#f0f0f0',
  codeBackground: 'rgba(0, 0, 0, 0.04)',
};

describe('previewer language', () => {
  it('R25.134 accepts exactly Asciidoc, Markdown and Plain Text', () => {
    expect([...PREVIEW_LANGUAGES].sort()).toEqual(['Asciidoc', 'Markdown', 'Plain Text']);
    for (const language of PREVIEW_LANGUAGES) expect(isPreviewLanguage(language)).toBe(true);
    for (const other of ['markdown', 'HTML', 'plain text', '', 3, null, undefined]) {
      expect(isPreviewLanguage(other)).toBe(false);
    }
  });
});

describe('renderPreviewHtml', () => {
  it('R25.133 renders Markdown', async () => {
    const doc = parse(await renderPreviewHtml('# lodash 4.17.21\n\n* Fixed **prototype pollution**', 'Markdown'));
    expect(doc.querySelector('h1')?.textContent).toBe('lodash 4.17.21');
    expect(doc.querySelector('li strong')?.textContent).toBe('prototype pollution');
  });

  it('R25.137 turns Markdown task lists into disabled checkboxes', async () => {
    const doc = parse(await renderPreviewHtml('- [ ] todo\n- [x] done\n- [X] also done\n- plain', 'Markdown'));
    const boxes = [...doc.querySelectorAll('input')];
    expect(boxes).toHaveLength(3);
    expect(boxes.map((box) => box.getAttribute('type'))).toEqual(['checkbox', 'checkbox', 'checkbox']);
    expect(boxes.every((box) => box.hasAttribute('disabled'))).toBe(true);
    expect(boxes.map((box) => box.hasAttribute('checked'))).toEqual([false, true, true]);
    const items = [...doc.querySelectorAll('li')].map((li) => li.textContent?.trim());
    expect(items).toEqual(['todo', 'done', 'also done', 'plain']);
    expect(doc.body.textContent).not.toContain('[ ]');
  });

  it('R25.136 raw HTML in Markdown is shown as text, never as markup', async () => {
    const html = await renderPreviewHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>', 'Markdown');
    const doc = parse(html);
    expect(doc.querySelector('script, img')).toBeNull();
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
  });

  it('R25.136 Markdown links with javascript: URLs are not kept', async () => {
    const doc = parse(await renderPreviewHtml('[click](javascript:alert(1))', 'Markdown'));
    expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('R25.133 renders Asciidoc in secure mode', async () => {
    const doc = parse(
      await renderPreviewHtml(
        '= Release 7.2\n\n== Fixes\n\n* Faster npm-local indexing\n\ninclude::/etc/passwd[]',
        'Asciidoc',
      ),
    );
    expect(doc.querySelector('h1')?.textContent).toBe('Release 7.2');
    expect(doc.querySelector('h2')?.textContent).toBe('Fixes');
    expect(doc.querySelector('li')?.textContent?.trim()).toBe('Faster npm-local indexing');
    expect(doc.body.textContent).not.toContain('root:');
  });

  it('R25.136 sanitises Asciidoc passthrough HTML', async () => {
    const doc = parse(
      await renderPreviewHtml('++++\n<script>alert(1)</script><b onclick="x()">bold</b>\n++++', 'Asciidoc'),
    );
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('b')?.hasAttribute('onclick')).toBe(false);
    expect(doc.querySelector('b')?.textContent).toBe('bold');
  });

  it('R25.133 Plain Text is escaped inside a pre', async () => {
    const doc = parse(await renderPreviewHtml('Fixed <b>bug</b> & more\n  indented', 'Plain Text'));
    const pre = doc.querySelector('pre');
    expect(pre?.textContent).toBe('Fixed <b>bug</b> & more\n  indented');
    expect(doc.querySelector('b')).toBeNull();
  });

  it('R25.138 remote images lose their src; data: images keep it', async () => {
    const doc = parse(
      await renderPreviewHtml(
        '![remote](http://cdn.example.com/x.png) ![inline](data:image/png;base64,iVBORw0KGgo=)',
        'Markdown',
      ),
    );
    const [remote, inline] = [...doc.querySelectorAll('img')];
    expect(remote?.hasAttribute('src')).toBe(false);
    expect(inline?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('R25.138 links open in a new tab rather than loading a page into the preview; in-page anchors stay', async () => {
    const doc = parse(await renderPreviewHtml('[docs](https://example.com/notes) [up](#top)', 'Markdown'));
    const [external, anchor] = [...doc.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor?.hasAttribute('target')).toBe(false);
  });
});

describe('sanitizePreviewHtml', () => {
  it('R25.136 R25.137 keeps checkboxes only where allowed, and never other inputs', () => {
    const dirty =
      '<input type="checkbox"><input type="text" value="x"><form><button>go</button></form><iframe></iframe>';
    const markdown = parse(sanitizePreviewHtml(dirty, true));
    expect([...markdown.querySelectorAll('input')].map((input) => input.getAttribute('type'))).toEqual(['checkbox']);
    expect(markdown.querySelector('input')?.hasAttribute('disabled')).toBe(true);
    expect(markdown.querySelector('form, button, iframe')).toBeNull();
    expect(parse(sanitizePreviewHtml(dirty, false)).querySelector('input')).toBeNull();
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('buildPreviewDocument', () => {
  it('R25.138 starts with a CSP that blocks every network fetch', () => {
    expect(PREVIEW_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    const doc = parse(buildPreviewDocument('<p>hi</p>', look));
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(meta?.getAttribute('content')).toBe(PREVIEW_CSP);
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
    expect(doc.body.innerHTML).toBe('<p>hi</p>');
  });

  it("follows the theme's text colour and background", () => {
    const css = parse(
      buildPreviewDocument('', { ...look, color: 'rgba(255, 255, 255, 0.85)', background: '#141414' }),
    ).querySelector('style')?.textContent;
    expect(css).toContain('color:rgba(255, 255, 255, 0.85)');
    expect(css).toContain('background:#141414');
  });
});
