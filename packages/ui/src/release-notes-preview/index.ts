export { ReleaseNotesPreview } from './release-notes-preview.tsx';
export type { PreviewLanguage, PreviewTheme, ReleaseNotesPreviewProps } from './types.ts';
export {
  isPreviewLanguage,
  NO_RELEASE_NOTES_TEXT,
  PREVIEW_CSP,
  PREVIEW_LANGUAGES,
  renderPreviewHtml,
  sanitizePreviewHtml,
} from './utils.ts';
