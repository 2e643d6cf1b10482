import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import { taskListPlugin } from './task-list.ts';
import type { PreviewLanguage, PreviewTheme } from './types.ts';

/** R25.134 (admin-and-widgets.md §5): the previewer language must be one of these. */
export const PREVIEW_LANGUAGES = ['Markdown', 'Asciidoc', 'Plain Text'] as const satisfies readonly PreviewLanguage[];

/** R25.135 (admin-and-widgets.md §8): shown instead of the frame when there are no notes. */
export const NO_RELEASE_NOTES_TEXT = 'No Release Notes';

/** The frame's title, its accessible name. */
export const PREVIEW_FRAME_TITLE = 'Release notes';

/**
 * No scripts, forms or same origin; links may only open new top-level tabs (which leave the
 * sandbox), so the frame itself never navigates away from the notes.
 */
export const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/**
 * R25.138 (admin-and-widgets.md §7): the preview makes no network call. The frame's document forbids
 * every fetch except inline styles and data: images, so even a remote <img> that got through cannot load.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** R25.134: runtime guard for values coming from the server or a form. */
export function isPreviewLanguage(value: unknown): value is PreviewLanguage {
  return typeof value === 'string' && (PREVIEW_LANGUAGES as readonly string[]).includes(value);
}

export function isEmptyContent(content: string): boolean {
  return content.trim() === '';
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type Purifier = ReturnType<typeof DOMPurify>;
let strictPurifier: Purifier | undefined;
let markdownPurifier: Purifier | undefined;

/**
 * Drops any src that would reach the network; data: images stay (R25.138, alongside the CSP).
 * Links other than in-page anchors open in a new tab, so the preview frame never loads a page.
 */
function dropRemoteSources(purifier: Purifier): void {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['src', 'srcset', 'poster']) {
      const value = node.getAttribute(name);
      if (value !== null && !value.trim().toLowerCase().startsWith('data:')) node.removeAttribute(name);
    }
    const href = node.getAttribute('href');
    if (node.tagName === 'A' && href !== null && !href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Own DOMPurify instances so our hooks never leak into other users of the shared default instance.
 * Created on first use because DOMPurify needs a window.
 */
function purifier(allowCheckboxes: boolean): Purifier {
  if (allowCheckboxes) {
    if (!markdownPurifier) {
      markdownPurifier = DOMPurify(window);
      dropRemoteSources(markdownPurifier);
      // R25.137: only disabled checkboxes survive; every other input is removed.
      markdownPurifier.addHook('uponSanitizeElement', (node, data) => {
        if (data.tagName !== 'input' || !(node instanceof Element)) return;
        if (node.getAttribute('type') === 'checkbox') node.setAttribute('disabled', '');
        else node.remove();
      });
    }
    return markdownPurifier;
  }
  if (!strictPurifier) {
    strictPurifier = DOMPurify(window);
    dropRemoteSources(strictPurifier);
  }
  return strictPurifier;
}

const FORM_TAGS = ['form', 'button', 'select', 'textarea', 'option'];

/** R25.136: every preview goes through DOMPurify; checkbox inputs only in Markdown (R25.137). */
export function sanitizePreviewHtml(html: string, allowCheckboxes: boolean): string {
  return purifier(allowCheckboxes).sanitize(html, {
    FORBID_TAGS: allowCheckboxes ? FORM_TAGS : [...FORM_TAGS, 'input'],
    ALLOWED_ATTR: [
      'href',
      'title',
      'alt',
      'src',
      'class',
      'id',
      'type',
      'checked',
      'disabled',
      'colspan',
      'rowspan',
      'start',
    ],
  });
}

let markdown: InstanceType<typeof MarkdownIt> | undefined;

/** Raw HTML in the source is shown as text (`html: false`); sanitising afterwards is defence in depth. */
export function renderMarkdownHtml(content: string): string {
  if (!markdown) {
    markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
    markdown.use(taskListPlugin);
  }
  return sanitizePreviewHtml(markdown.render(content), true);
}

export function renderPlainTextHtml(content: string): string {
  return sanitizePreviewHtml(`<pre class="plain-text">${escapeHtml(content)}</pre>`, false);
}

/**
 * Asciidoctor is large, so it is imported on demand into its own chunk. Safe mode 'secure' stops
 * includes and reading files; `showtitle` keeps the document title the notes usually start with.
 */
export async function renderAsciidocHtml(content: string): Promise<string> {
  const { convert } = await import('@asciidoctor/core');
  const html = await convert(content, { safe: 'secure', standalone: false, attributes: { showtitle: true } });
  return sanitizePreviewHtml(typeof html === 'string' ? html : '', false);
}

/** R25.133: the sanitised HTML body for the notes in their language. */
export async function renderPreviewHtml(content: string, language: PreviewLanguage): Promise<string> {
  switch (language) {
    case 'Markdown':
      return renderMarkdownHtml(content);
    case 'Asciidoc':
      return renderAsciidocHtml(content);
    case 'Plain Text':
      return renderPlainTextHtml(content);
  }
}

/** The frame's whole document: the CSP first, then styles following the antd theme, then the body. */
export function buildPreviewDocument(bodyHtml: string, look: PreviewTheme): string {
  const css = [
    `html,body{margin:0;background:${look.background};color:${look.color};}`,
    `body{padding:12px 16px;font-family:${look.fontFamily};font-size:${look.fontSize}px;line-height:1.6;}`,
    `a{color:${look.linkColor};}`,
    `pre,code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:${look.codeBackground};border-radius:4px;}`,
    'code{padding:0 4px;}',
    'pre{padding:8px 12px;overflow:auto;white-space:pre-wrap;}',
    'pre code{padding:0;background:none;}',
    `table{border-collapse:collapse;}th,td{border:1px solid ${look.borderColor};padding:4px 8px;}`,
    `blockquote{margin:0;padding-left:12px;border-left:3px solid ${look.borderColor};}`,
    'img{max-width:100%;}',
    '.task-list-item,.checklist li{list-style:none;}',
    '.task-list-item input{margin:0 6px 0 -20px;vertical-align:middle;}',
  ].join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    `<style>${css}</style></head><body>`,
    bodyHtml,
    '</body></html>',
  ].join('');
}
