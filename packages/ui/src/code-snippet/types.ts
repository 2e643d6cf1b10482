/** Languages the snippet knows; only the shell family is coloured, the rest shows plain (R25.105). */
export type SnippetLanguage = 'bash' | 'shell' | 'json' | 'yaml' | 'xml' | 'text';

export interface CodeSnippetProps {
  /** The code exactly as it is copied; lines are split on newlines. */
  code: string;
  /** Shows a `$` before each command line (not before comments or continuation lines); never copied (R25.104). */
  prompt?: boolean;
  /** Defaults to 'bash' (R25.105). */
  language?: SnippetLanguage;
  /** Line numbers are on by default (R25.105). */
  showLineNumbers?: boolean;
  /** Names the snippet for assistive tech and titles the expanded dialog, e.g. 'npm configuration'. */
  title?: string;
  /** Offers the expand button that opens the snippet in a 900 px dialog (R25.106); on by default. */
  expandable?: boolean;
}

/** Where a copy stands: idle, just copied (shows 'Copied'), or just failed. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyToClipboard {
  /** Writes the text; resolves true on success, false on failure (never rejects). */
  copy: (text: string) => Promise<boolean>;
  status: CopyStatus;
  /** Inline feedback for the last copy while it is fresh: 'Text copied' or the failure text. */
  feedback: string | undefined;
}

export type ShellTokenKind = 'command' | 'option' | 'string' | 'variable' | 'comment' | 'operator' | 'text';

export interface ShellToken {
  kind: ShellTokenKind;
  text: string;
}

/** One rendered line: its text and whether it gets the `$` prompt. */
export interface SnippetLine {
  text: string;
  prompt: boolean;
}
