/** An element of a small XML document (a pom, maven-metadata.xml): local name, child elements, text. */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${Object.entries(ENTITIES).find(([, value]) => value === char)?.[0]};`);
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;

/**
 * Reads the element tree of a document, ignoring attributes, comments and namespaces (names lose
 * their prefix); undefined when it is not well formed. Enough for poms and Maven metadata, which
 * carry their facts in element text.
 */
export function parseXml(text: string): XmlElement | undefined {
  const root: XmlElement = { name: '', children: [], text: '' };
  const open: XmlElement[] = [root];
  TOKEN.lastIndex = 0;
  let position = 0;
  while (position < text.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    position = TOKEN.lastIndex;
    const [, cdata, closing, rawName, , selfClosing, chars] = match;
    const current = open[open.length - 1] as XmlElement;
    if (cdata !== undefined) current.text += cdata;
    else if (chars !== undefined) current.text += decode(chars);
    else if (rawName !== undefined) {
      const name = rawName.slice(rawName.indexOf(':') + 1);
      if (closing) {
        if (open.length < 2 || current.name !== name) return undefined;
        open.pop();
      } else {
        const element: XmlElement = { name, children: [], text: '' };
        current.children.push(element);
        if (!selfClosing) open.push(element);
      }
    }
  }
  if (open.length !== 1) return undefined;
  return root.children.length === 1 ? root.children[0] : undefined;
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
