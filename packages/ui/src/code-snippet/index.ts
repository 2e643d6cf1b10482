export { CodeBlock, type CodeBlockProps } from './code-block.tsx';
export { CodeSnippet } from './code-snippet.tsx';
export { CopyButton, type CopyButtonProps } from './copy-button.tsx';
export type {
  CodeSnippetProps,
  CopyStatus,
  CopyToClipboard,
  ShellToken,
  ShellTokenKind,
  SnippetLanguage,
  SnippetLine,
} from './types.ts';
export { useCopyToClipboard } from './use-copy-to-clipboard.ts';
export {
  CODE_DIALOG_WIDTH,
  COPY_FEEDBACK_MS,
  COPY_MESSAGES,
  DEFAULT_SNIPPET_LANGUAGE,
  PROMPT,
  tokenizeShellLine,
  toSnippetLines,
} from './utils.ts';
