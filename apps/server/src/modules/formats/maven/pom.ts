import { childOf, childrenOf, MalformedXml, readXml, textOf, type XmlElement } from './xml.ts';

/** What a pom tells about its artifact; coordinates fall back to the parent's, as Maven's do. */
export interface PomFacts {
  groupId?: string;
  artifactId?: string;
  version?: string;
  packaging: string;
  name?: string;
  description?: string;
  licenses: string[];
}

/** Why a file deployed as a pom is not one: not well-formed XML, or not a project. */
export class UnreadablePom extends Error {
  override name = 'UnreadablePom';
}

/** What the pom tells; throws UnreadablePom, saying why, when the text is not a pom. */
export function readPom(text: string): PomFacts {
  const project = projectOf(text);
  const parent = childOf(project, 'parent');
  const licenses = childrenOf(childOf(project, 'licenses'), 'license')
    .map((license) => textOf(license, 'name'))
    .filter((name): name is string => name !== undefined);
  const facts: PomFacts = { packaging: textOf(project, 'packaging') ?? 'jar', licenses };
  const fields = {
    groupId: textOf(project, 'groupId') ?? textOf(parent, 'groupId'),
    artifactId: textOf(project, 'artifactId'),
    version: textOf(project, 'version') ?? textOf(parent, 'version'),
    name: textOf(project, 'name'),
    description: textOf(project, 'description'),
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) facts[key as keyof typeof fields] = value;
  return facts;
}

function projectOf(text: string): XmlElement {
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (error instanceof MalformedXml) throw new UnreadablePom(`it is not well-formed XML: ${error.message}`);
    throw error;
  }
  if (root.name !== 'project') throw new UnreadablePom(`its root element is <${root.name}>, not <project>`);
  return root;
}
