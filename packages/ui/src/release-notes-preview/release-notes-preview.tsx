import { Empty, theme } from 'antd';
import { useEffect, useState } from 'react';
import type { ReleaseNotesPreviewProps } from './types.ts';
import {
  buildPreviewDocument,
  isEmptyContent,
  NO_RELEASE_NOTES_TEXT,
  PREVIEW_FRAME_TITLE,
  PREVIEW_SANDBOX,
  renderPreviewHtml,
} from './utils.ts';

const DEFAULT_HEIGHT = 320;

/**
 * Release notes rendered into a sandboxed iframe (R25.133): the sandbox gives the document no scripts,
 * no forms and a unique origin, its links open new tabs, and its CSP forbids loading anything (R25.138).
 */
export function ReleaseNotesPreview({ content, language, height = DEFAULT_HEIGHT }: ReleaseNotesPreviewProps) {
  const { token } = theme.useToken();
  // The HTML is kept with what it was rendered from, so notes shown earlier never stand in for
  // the current ones while those render.
  const [rendered, setRendered] = useState<{ content: string; language: string; html: string } | null>(null);
  const empty = isEmptyContent(content);

  useEffect(() => {
    if (empty) return;
    // Asciidoc renders asynchronously; an older render must not overwrite a newer one.
    let current = true;
    void renderPreviewHtml(content, language).then(
      (html) => {
        if (current) setRendered({ content, language, html });
      },
      () => {
        if (current) setRendered({ content, language, html: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [content, language, empty]);

  if (empty) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_RELEASE_NOTES_TEXT} />;
  }

  const renderedHtml = rendered?.content === content && rendered.language === language ? rendered.html : null;
  const box = {
    display: 'block',
    width: '100%',
    height,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
  };

  // The frame is only inserted with the notes in its document: given an empty document and the notes
  // straight after, Chromium often kept showing the empty one. A box of its size stands in meanwhile.
  if (renderedHtml === null) {
    return <div role="status" aria-label={PREVIEW_FRAME_TITLE} aria-busy style={box} />;
  }

  const srcDoc = buildPreviewDocument(renderedHtml, {
    color: token.colorText,
    background: token.colorBgContainer,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    linkColor: token.colorLink,
    borderColor: token.colorBorderSecondary,
    codeBackground: token.colorFillTertiary,
  });

  return <iframe title={PREVIEW_FRAME_TITLE} sandbox={PREVIEW_SANDBOX} srcDoc={srcDoc} aria-busy={false} style={box} />;
}
