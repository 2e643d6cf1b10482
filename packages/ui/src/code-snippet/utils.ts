import type { ShellToken, SnippetLanguage, SnippetLine } from './types.ts';

/** How long the copy control shows 'Copied' before reverting (R25.107, R27.15). */
export const COPY_FEEDBACK_MS = 2000;

/** Width of the dialog that shows a snippet expanded (R25.106, R27.34). */
export const CODE_DIALOG_WIDTH = 900;

/** Snippet language when none is given (R25.105). */
export const DEFAULT_SNIPPET_LANGUAGE: SnippetLanguage = 'bash';

/** Inline feedback and toasts of the copy action (admin-and-widgets.md §8; R25.108, R25.109). */
export const COPY_MESSAGES = {
  copied: 'Text copied',
  copiedToast: 'Copied to clipboard',
  failed: "Text wasn't copied, try late!",
} as const;

/** The prompt drawn before command lines (R25.104). */
export const PROMPT = '$';

/**
 * Splits code into lines and decides which get the prompt: a command line does, but not a blank
 * line, a comment, or a line that continues the previous one (which ended with a backslash).
 */
export function toSnippetLines(code: string, prompt: boolean): SnippetLine[] {
  const lines = code.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  let continues = false;
  return lines.map((text) => {
    const trimmed = text.trim();
    const isCommand = prompt && !continues && trimmed !== '' && !trimmed.startsWith('#');
    continues = trimmed.endsWith('\\');
    return { text, prompt: isCommand };
  });
}

export function isShellLanguage(language: SnippetLanguage): boolean {
  return language === 'bash' || language === 'shell';
}

const SHELL_PATTERN =
  /(#.*$)|('[^']*'?|"(?:\\.|[^"\\])*"?)|(\$\{[^}]*\}?|\$[A-Za-z_][A-Za-z0-9_]*|\$\d)|(&&|\|\||[|;><&])|(\s+)|((?:[^\s'"$|;&<>#]|#(?<=\S#))+)|([\s\S])/g;

/**
 * A light bash colouring: comments, quoted strings, variables, operators, options (-x, --flag) and
 * the command word at the start of the line or after an operator. Concatenating the texts gives
 * the line back unchanged.
 */
export function tokenizeShellLine(line: string): ShellToken[] {
  const tokens: ShellToken[] = [];
  let expectCommand = true;
  for (const match of line.matchAll(SHELL_PATTERN)) {
    const [text, comment, quoted, variable, operator, space, , other] = match;
    if (comment !== undefined) tokens.push({ kind: 'comment', text });
    else if (quoted !== undefined) tokens.push({ kind: 'string', text });
    else if (variable !== undefined) tokens.push({ kind: 'variable', text });
    else if (operator !== undefined) tokens.push({ kind: 'operator', text });
    else if (space !== undefined || other !== undefined) tokens.push({ kind: 'text', text });
    else if (expectCommand && !text.includes('=')) tokens.push({ kind: 'command', text });
    else tokens.push({ kind: text.startsWith('-') ? 'option' : 'text', text });

    if (operator !== undefined) expectCommand = operator !== '>' && operator !== '<';
    else if (space === undefined) expectCommand = expectCommand && comment === undefined && /^\w+=/.test(text);
  }
  return mergeText(tokens);
}

function mergeText(tokens: ShellToken[]): ShellToken[] {
  const merged: ShellToken[] = [];
  for (const token of tokens) {
    const previous = merged.at(-1);
    if (previous && previous.kind === 'text' && token.kind === 'text') previous.text += token.text;
    else merged.push({ ...token });
  }
  return merged;
}

/** The message of a failed write, for the error toast; falls back to the inline failure text. */
export function copyErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return COPY_MESSAGES.failed;
}
