import { describe, expect, it } from 'vitest';
import {
  CODE_DIALOG_WIDTH,
  COPY_FEEDBACK_MS,
  copyErrorMessage,
  DEFAULT_SNIPPET_LANGUAGE,
  tokenizeShellLine,
  toSnippetLines,
} from './utils.ts';

describe('code snippet constants', () => {
  it('R25.107 R27.15 copy feedback lasts 2000 ms', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });

  it('R25.106 R27.34 the code dialog is 900 px wide', () => {
    expect(CODE_DIALOG_WIDTH).toBe(900);
  });

  it('R25.105 the default language is bash', () => {
    expect(DEFAULT_SNIPPET_LANGUAGE).toBe('bash');
  });
});

describe('toSnippetLines', () => {
  it('R25.104 prompts command lines only, not comments, blanks or continuations', () => {
    const code = '# log in\nnpm login \\\n  --registry=https://arca.example.com\n\nnpm install lodash\n';
    expect(toSnippetLines(code, true)).toEqual([
      { text: '# log in', prompt: false },
      { text: 'npm login \\', prompt: true },
      { text: '  --registry=https://arca.example.com', prompt: false },
      { text: '', prompt: false },
      { text: 'npm install lodash', prompt: true },
    ]);
  });

  it('R25.104 gives no prompt when it is off', () => {
    expect(toSnippetLines('npm ci\r\nnpm test', false).map((line) => line.prompt)).toEqual([false, false]);
  });
});

describe('tokenizeShellLine', () => {
  it('colours the command, options, strings, variables and comments', () => {
    const tokens = tokenizeShellLine('npm config set "//arca/:_auth" $NPM_TOKEN --global # keep');
    expect(tokens.filter((token) => token.kind !== 'text')).toEqual([
      { kind: 'command', text: 'npm' },
      { kind: 'string', text: '"//arca/:_auth"' },
      { kind: 'variable', text: '$NPM_TOKEN' },
      { kind: 'option', text: '--global' },
      { kind: 'comment', text: '# keep' },
    ]);
  });

  it('finds the command after an operator and after assignments', () => {
    const commands = tokenizeShellLine('NODE_ENV=ci npm ci && npx vitest run | tee out.log')
      .filter((token) => token.kind === 'command')
      .map((token) => token.text);
    expect(commands).toEqual(['npm', 'npx', 'tee']);
  });

  it('keeps every character, even unusual ones', () => {
    const line = `curl -u admin:$(cat pw) 'https://x/a#b' & echo a#b > /dev/null; echo \${HOME}`;
    expect(
      tokenizeShellLine(line)
        .map((token) => token.text)
        .join(''),
    ).toBe(line);
  });
});

describe('copyErrorMessage', () => {
  it('R25.109 takes the failure message, or falls back to the inline text', () => {
    expect(copyErrorMessage(new Error('Write permission denied.'))).toBe('Write permission denied.');
    expect(copyErrorMessage(undefined)).toBe("Text wasn't copied, try late!");
  });
});
