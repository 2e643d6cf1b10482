import {
  type ANY_REPOSITORY_TARGETS,
  type Permission,
  type PermissionAction,
  type PermissionResource,
  type PermissionResourceType,
  type PermissionTarget,
  permissionActions,
  permissionResourceTypes,
} from '@arca/contract';
import { DEFAULT_PATTERNS, type PatternsValue, patternsValueForSave, splitPatterns } from '@arca/ui';

/** What the editor holds for one resource: its targets share one set of patterns. */
export interface ResourceForm {
  enabled: boolean;
  targets: string[];
  patterns: PatternsValue;
  /** Read from a permission whose targets had different patterns: saving gives them all `patterns`. */
  mixedPatterns?: boolean;
}

/** A user or group with the actions it is granted, per resource. */
export interface PrincipalForm {
  name: string;
  actions: Record<PermissionResourceType, PermissionAction[]>;
}

export type PrincipalKind = 'users' | 'groups';

export interface PermissionFormValues {
  name: string;
  resources: Record<PermissionResourceType, ResourceForm>;
  users: PrincipalForm[];
  groups: PrincipalForm[];
}

export { actionLabels, resourceLabels } from '../../shared/management/labels.ts';

const actionOrder: readonly PermissionAction[] = [
  'READ',
  'ANNOTATE',
  'WRITE',
  'DELETE',
  'MANAGE',
  'SCAN',
  'DISTRIBUTE',
];

/** Distribution only means something for release bundles. */
export function actionsFor(resource: PermissionResourceType): PermissionAction[] {
  return actionOrder.filter((action) => action !== 'DISTRIBUTE' || resource === 'release_bundle');
}

/** The 'any repository of a kind' targets, as the editor names them. */
export const anyRepositoryOptions: { label: string; value: keyof typeof ANY_REPOSITORY_TARGETS }[] = [
  { label: 'Any local', value: 'ANY LOCAL' },
  { label: 'Any remote', value: 'ANY REMOTE' },
  { label: 'Any federated', value: 'ANY FEDERATED' },
];

function emptyActions(): Record<PermissionResourceType, PermissionAction[]> {
  return { artifact: [], build: [], release_bundle: [] };
}

function emptyResource(): ResourceForm {
  return { enabled: false, targets: [], patterns: { ...DEFAULT_PATTERNS } };
}

/** A new permission: repositories on, everything else off, nobody granted anything. */
export function emptyPermissionForm(): PermissionFormValues {
  return {
    name: '',
    resources: {
      artifact: { ...emptyResource(), enabled: true },
      build: emptyResource(),
      release_bundle: emptyResource(),
    },
    users: [],
    groups: [],
  };
}

/** A principal added in the editor starts with no actions. */
export function newPrincipal(name: string): PrincipalForm {
  return { name, actions: emptyActions() };
}

const knownActions = new Set<string>(permissionActions);

function resourceToForm(resource: PermissionResource | undefined): ResourceForm {
  if (!resource) return emptyResource();
  const targets = Object.keys(resource.targets);
  // The editor offers one set of patterns per resource; the first target's stands for all.
  const first = targets[0] === undefined ? undefined : resource.targets[targets[0]];
  const patterns = first
    ? { includesPattern: first.include_patterns.join(','), excludesPattern: first.exclude_patterns.join(',') }
    : { ...DEFAULT_PATTERNS };
  const key = (target: PermissionTarget) => JSON.stringify([target.include_patterns, target.exclude_patterns]);
  const mixedPatterns = first !== undefined && Object.values(resource.targets).some((t) => key(t) !== key(first));
  return mixedPatterns ? { enabled: true, targets, patterns, mixedPatterns } : { enabled: true, targets, patterns };
}

function principalsToForm(permission: Permission, kind: PrincipalKind): PrincipalForm[] {
  const byName = new Map<string, PrincipalForm>();
  for (const type of permissionResourceTypes) {
    const granted = permission.resources[type]?.actions[kind] ?? {};
    for (const [name, actions] of Object.entries(granted)) {
      const principal = byName.get(name) ?? newPrincipal(name);
      principal.actions[type] = actionOrder.filter((action) => actions.includes(action) && knownActions.has(action));
      byName.set(name, principal);
    }
  }
  return [...byName.values()];
}

/** The editor's values for a permission read from the server. */
export function permissionToForm(permission: Permission): PermissionFormValues {
  return {
    name: permission.name,
    resources: {
      artifact: resourceToForm(permission.resources.artifact),
      build: resourceToForm(permission.resources.build),
      release_bundle: resourceToForm(permission.resources.release_bundle),
    },
    users: principalsToForm(permission, 'users'),
    groups: principalsToForm(permission, 'groups'),
  };
}

function grants(
  principals: readonly PrincipalForm[],
  type: PermissionResourceType,
): Record<string, PermissionAction[]> {
  const granted: Record<string, PermissionAction[]> = {};
  for (const principal of principals) {
    // Only actions the resource offers are sent; a principal with none on it is left out.
    const actions = principal.actions[type].filter((action) => actionsFor(type).includes(action));
    if (actions.length > 0) granted[principal.name] = actions;
  }
  return granted;
}

function formToResource(
  form: ResourceForm,
  type: PermissionResourceType,
  values: PermissionFormValues,
): PermissionResource {
  const saved = patternsValueForSave(form.patterns);
  const include_patterns = splitPatterns(saved.includesPattern);
  const exclude_patterns = splitPatterns(saved.excludesPattern);
  const targets: PermissionResource['targets'] = {};
  for (const target of form.targets) {
    const key = target.trim();
    if (key !== '') targets[key] = { include_patterns: [...include_patterns], exclude_patterns: [...exclude_patterns] };
  }
  return { targets, actions: { users: grants(values.users, type), groups: grants(values.groups, type) } };
}

/** The whole permission to send: every resource switched on, none of those switched off. */
export function formToPermission(values: PermissionFormValues): Permission {
  const resources: Permission['resources'] = {};
  for (const type of permissionResourceTypes) {
    const form = values.resources[type];
    if (form.enabled) resources[type] = formToResource(form, type, values);
  }
  return { name: values.name.trim(), resources };
}

/** The resources switched on, in the editor's order. */
export function enabledResources(values: PermissionFormValues): PermissionResourceType[] {
  return permissionResourceTypes.filter((type) => values.resources[type].enabled);
}

/** The permission name is the only field the editor cannot do without. */
export function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name';
  if (trimmed.length > 64) return 'The name may not exceed 64 characters';
  return undefined;
}

/** Whether two sets of values would save the same permission. */
export function sameForm(a: PermissionFormValues, b: PermissionFormValues): boolean {
  return JSON.stringify(formToPermission(a)) === JSON.stringify(formToPermission(b)) && samePrincipals(a, b);
}

// A principal added without actions is not saved, but adding one is still a change to guard.
function samePrincipals(a: PermissionFormValues, b: PermissionFormValues): boolean {
  const names = (values: PermissionFormValues) =>
    JSON.stringify([values.users.map((p) => p.name), values.groups.map((p) => p.name)]);
  return names(a) === names(b);
}
