/** R25.134: the languages release notes can be written in (listed in `PREVIEW_LANGUAGES`). */
export type PreviewLanguage = 'Markdown' | 'Asciidoc' | 'Plain Text';

/** Colours and font the preview document takes from the current antd theme. */
export interface PreviewTheme {
  color: string;
  background: string;
  fontFamily: string;
  fontSize: number;
  linkColor: string;
  borderColor: string;
  codeBackground: string;
}

export interface ReleaseNotesPreviewProps {
  content: string;
  language: PreviewLanguage;
  /** Height of the frame in px; the notes scroll inside it. */
  height?: number;
}
