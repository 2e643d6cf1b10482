import { theme } from 'antd';
import { Fragment } from 'react';

/** The parts of a text around every case-insensitive occurrence of the query. */
export function splitByMatch(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** The text with the query's occurrences marked (R8.25). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const { token } = theme.useToken();
  // Each part is known by where it starts in the text.
  let offset = 0;
  const parts = splitByMatch(text, query).map((part) => {
    const at = offset;
    offset += part.text.length;
    return { ...part, at };
  });
  // One inline box: inside a flex container the parts must not become items of their own.
  return (
    <span>
      {parts.map((part) =>
        part.match ? (
          <mark
            key={part.at}
            style={{ background: token.colorWarningBgHover, color: 'inherit', padding: 0, borderRadius: 2 }}
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
