/** An element of a small XML document (a pom, maven-metadata.xml): local name, child elements, text. */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Why a document is not well-formed XML, in words a deployer can act on. */
export class MalformedXml extends Error {
  override name = 'MalformedXml';
}

/** A reference, or an ampersand that starts none: `&name;`, `&#digits;`, `&#xhex;`. */
const REFERENCE = /&(?:#x([0-9a-f]+);|#([0-9]+);|([A-Za-z_][\w.-]*);)?/gi;

/** The characters XML allows (XML 1.0 §2.2): no control characters but tab and line ends, no surrogates, no U+FFFE or U+FFFF. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

const NOT_XML_CHAR = /[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

/** The text with its references replaced; throws MalformedXml for one that names no character or entity. */
function decode(text: string): string {
  return text.replace(
    REFERENCE,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined || decimal !== undefined) {
        const code = hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? '', 10);
        if (!isXmlChar(code)) throw new MalformedXml(`the character reference ${whole} is not a character XML allows`);
        return String.fromCodePoint(code);
      }
      if (name === undefined) throw new MalformedXml('an "&" starts no reference: write it as &amp;');
      const entity = ENTITIES[name];
      if (entity === undefined) throw new MalformedXml(`the entity ${whole} is not defined`);
      return entity;
    },
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${Object.entries(ENTITIES).find(([, value]) => value === char)?.[0]};`);
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;

/**
 * Reads the element tree of a document, ignoring attributes, comments and namespaces (names lose
 * their prefix). Enough for poms and Maven metadata, which carry their facts in element text.
 * Throws MalformedXml, saying why, when the document is not well formed.
 */
export function readXml(text: string): XmlElement {
  const bad = NOT_XML_CHAR.exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0) ?? 0;
    throw new MalformedXml(
      `it holds U+${code.toString(16).toUpperCase().padStart(4, '0')}, a character XML does not allow`,
    );
  }
  const root: XmlElement = { name: '', children: [], text: '' };
  const open: XmlElement[] = [root];
  let position = 0;
  while (position < text.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(text);
    if (!match) throw new MalformedXml(`the markup at character ${position + 1} cannot be read`);
    position = TOKEN.lastIndex;
    const [, cdata, closing, rawName, attributes, selfClosing, chars] = match;
    const current = open[open.length - 1] as XmlElement;
    if (cdata !== undefined) current.text += cdata;
    else if (chars !== undefined) current.text += decode(chars);
    else if (rawName !== undefined) {
      // Attributes are not kept, but their references must be sound as well.
      if (attributes) decode(attributes);
      const name = rawName.slice(rawName.indexOf(':') + 1);
      if (closing) {
        if (open.length < 2 || current.name !== name)
          throw new MalformedXml(
            open.length < 2 ? `</${rawName}> closes no element` : `</${rawName}> closes <${current.name}>`,
          );
        open.pop();
      } else {
        const element: XmlElement = { name, children: [], text: '' };
        current.children.push(element);
        if (!selfClosing) open.push(element);
      }
    }
  }
  if (open.length !== 1) throw new MalformedXml(`<${open[open.length - 1]?.name}> is never closed`);
  const [element, ...others] = root.children;
  if (!element) throw new MalformedXml('it has no root element');
  if (others.length > 0)
    throw new MalformedXml(`it has more than one root element: <${element.name}> and <${others[0]?.name}>`);
  if (root.text.trim()) throw new MalformedXml('there is text outside the root element');
  return element;
}

/** The element tree, or undefined when the document is not well formed. */
export function parseXml(text: string): XmlElement | undefined {
  try {
    return readXml(text);
  } catch (error) {
    if (error instanceof MalformedXml) return undefined;
    throw error;
  }
}

export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.name === name);
}

export function childrenOf(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

/** The trimmed text of a child element; undefined when it is missing or empty. */
export function textOf(element: XmlElement | undefined, name: string): string | undefined {
  const text = childOf(element, name)?.text.trim();
  return text ? text : undefined;
}
