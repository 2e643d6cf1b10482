import type { WebhookCriteria, WebhookEventPayload, WebhookSubscription } from '@arca/contract';
import { matchesPattern } from '../../lib/ant-pattern.ts';
import type { BuildChange } from '../builds/build-events.ts';
import type { StorageChange } from '../storage/index.ts';
import type { UserChange } from '../users/user-lockout.ts';

/** What a subscription's criteria look at: a file in a repository of some class, a build, or nothing. */
export type EventSubject =
  | { kind: 'repository'; repoKey: string; repoClass: string; path: string }
  | { kind: 'build'; name: string }
  | { kind: 'none' };

/** One event as subscriptions see it: its domain and type, the `data` receivers get, and its subject. */
export interface WebhookEvent {
  domain: string;
  eventType: string;
  data: Record<string, unknown>;
  subject: EventSubject;
}

/** Where events say they come from, in the `jfrog/<service>` form receivers parse. */
export const EVENT_SOURCE = 'jfrog/arca';

function patternsAllow(criteria: WebhookCriteria, path: string): boolean {
  const include = criteria.includePatterns ?? [];
  const exclude = criteria.excludePatterns ?? [];
  if (include.length > 0 && !include.some((pattern) => matchesPattern(pattern, path))) return false;
  return !exclude.some((pattern) => matchesPattern(pattern, path));
}

function repositorySelected(criteria: WebhookCriteria, repoKey: string, repoClass: string): boolean {
  if (criteria.repoKeys?.includes(repoKey)) return true;
  if (repoClass === 'local') return criteria.anyLocal === true;
  if (repoClass === 'remote') return criteria.anyRemote === true;
  if (repoClass === 'federated') return criteria.anyFederated === true;
  return false;
}

/** Whether a subscription wants an event: enabled, its domain, one of its types, and its criteria. */
export function subscriptionSelects(subscription: WebhookSubscription, event: WebhookEvent): boolean {
  const filter = subscription.event_filter;
  if (!subscription.enabled || filter.domain !== event.domain || !filter.event_types.includes(event.eventType))
    return false;
  const criteria = filter.criteria ?? {};
  const subject = event.subject;
  if (subject.kind === 'repository')
    return repositorySelected(criteria, subject.repoKey, subject.repoClass) && patternsAllow(criteria, subject.path);
  if (subject.kind === 'build')
    return (
      (criteria.anyBuild === true || (criteria.selectedBuilds ?? []).includes(subject.name)) &&
      patternsAllow(criteria, subject.name)
    );
  return true;
}

const ARTIFACT_EVENT_TYPES: Record<StorageChange['type'], [domain: string, eventType: string]> = {
  deployed: ['artifact', 'deployed'],
  cached: ['artifact', 'cached'],
  deleted: ['artifact', 'deleted'],
  moved: ['artifact', 'moved'],
  copied: ['artifact', 'copied'],
  propertyAdded: ['artifact_property', 'added'],
  propertyDeleted: ['artifact_property', 'deleted'],
};

/** A stored-file change as the event receivers get, in the artifact or artifact_property domain. */
export function storageEvent(change: StorageChange, repoClass: string): WebhookEvent {
  const [domain, eventType] = ARTIFACT_EVENT_TYPES[change.type];
  const data: Record<string, unknown> = {
    repo_key: change.repoKey,
    path: change.path,
    name: change.name,
    sha256: change.sha256 ?? '',
    size: change.size,
  };
  if (change.type === 'moved' || change.type === 'copied') {
    data.source_repo_path = change.sourceRepoPath;
    data.target_repo_path = change.targetRepoPath;
  }
  if (change.type === 'propertyAdded' || change.type === 'propertyDeleted') {
    data.property_key = change.propertyKey;
    data.property_values = change.propertyValues;
  }
  return {
    domain,
    eventType,
    data,
    subject: { kind: 'repository', repoKey: change.repoKey, repoClass, path: change.path },
  };
}

const MANIFEST_NAMES = new Set(['manifest.json', 'list.manifest.json']);

/**
 * A docker tag pushed or deleted, told by its manifest file (`{image}/{tag}/manifest.json` or the
 * list form); a manifest stored under its digest alone is no tag, and other files no image.
 */
export function dockerEvent(change: StorageChange, repoClass: string, mediaType?: string): WebhookEvent | undefined {
  if ((change.type !== 'deployed' && change.type !== 'deleted') || !MANIFEST_NAMES.has(change.name)) return undefined;
  const segments = change.path.split('/');
  const tag = segments.at(-2);
  const image = segments.slice(0, -2).join('/');
  if (!tag || !image || tag.startsWith('sha256__')) return undefined;
  const data: Record<string, unknown> = {
    repo_key: change.repoKey,
    path: change.path,
    name: change.name,
    sha256: change.sha256 ?? '',
    size: change.size,
    image_name: image,
    tag,
    platforms: [],
  };
  if (mediaType) data.image_type = mediaType.includes('vnd.oci.') ? 'oci' : 'docker';
  return {
    domain: 'docker',
    eventType: change.type === 'deployed' ? 'pushed' : 'deleted',
    data,
    subject: { kind: 'repository', repoKey: change.repoKey, repoClass, path: change.path },
  };
}

/** A build run uploaded or deleted, in the build domain; criteria look at its name. */
export function buildEvent(change: BuildChange): WebhookEvent {
  return {
    domain: 'build',
    eventType: change.type,
    data: { build_name: change.name, build_number: change.number, build_started: change.started },
    subject: { kind: 'build', name: change.name },
  };
}

/** A user locked out, in the user domain, which takes no criteria. */
export function userEvent(change: UserChange): WebhookEvent {
  return { domain: 'user', eventType: change.type, data: { user_name: change.name }, subject: { kind: 'none' } };
}

/** The JSON a receiver gets (jfrog-wire-compat §3). */
export function payloadOf(event: WebhookEvent, subscriptionKey: string, origin: string): WebhookEventPayload {
  return {
    domain: event.domain,
    event_type: event.eventType,
    data: event.data,
    subscription_key: subscriptionKey,
    jpd_origin: origin,
    source: EVENT_SOURCE,
  };
}
