import type { Actor } from '../../auth/actor.ts';

export const BASIC_CHALLENGE = 'Basic realm="Artifactory Realm"';

/** What a refused call asked for, as the Bearer challenge's scope names it. */
export interface ChallengeScope {
  /** The registry at the address the client used: `/v2` or `/artifactory/api/docker/{repo}/v2`. */
  root: string;
  /** `repository:{name}:pull` (with `,push` for a write), `registry:catalog:*`, or none for the version check. */
  scope?: string;
}

/** Quotes a challenge parameter's value: a name never holds a quote, but the header must stay whole. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/**
 * The challenges of a 401 (ADR in docs/decisions.md). An anonymous caller while anonymous access
 * is on is challenged with Basic alone, as before: it reads what anonymous may without any
 * credentials, and Arca mints no token for nobody. Every other caller is offered Bearer first, as
 * Artifactory sends it, then Basic: token clients (docker, skopeo, oras, the conformance suites)
 * take the first scheme they know, and a client that knows only Basic still finds it.
 */
export function challengesFor(actor: Actor, anonymousAccess: boolean, origin: string, asked: ChallengeScope): string[] {
  if (actor.kind === 'anonymous' && anonymousAccess) return [BASIC_CHALLENGE];
  const service = new URL(origin).host;
  const parameters = [`realm=${quoted(`${origin}${asked.root}/token`)}`, `service=${quoted(service)}`];
  if (asked.scope) parameters.push(`scope=${quoted(asked.scope)}`);
  return [`Bearer ${parameters.join(',')}`, BASIC_CHALLENGE];
}
