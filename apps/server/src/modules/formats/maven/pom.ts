import { childOf, childrenOf, parseXml, textOf } from './xml.ts';

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

export function readPom(text: string): PomFacts | undefined {
  const project = parseXml(text);
  if (project?.name !== 'project') return undefined;
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
