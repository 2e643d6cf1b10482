import type {
  LegacyPermission,
  LegacyPermissionAction,
  LegacyPermissionSection,
  Permission,
  PermissionAction,
  PermissionResource,
  PermissionResourceType,
} from '@arca/contract';
import { legacyPermissionActions } from '@arca/contract';

const TO_ACTION: Record<LegacyPermissionAction, PermissionAction> = {
  read: 'READ',
  write: 'WRITE',
  annotate: 'ANNOTATE',
  delete: 'DELETE',
  manage: 'MANAGE',
  managedXrayMeta: 'SCAN',
  distribute: 'DISTRIBUTE',
};

const FROM_ACTION = new Map<PermissionAction, LegacyPermissionAction>(
  legacyPermissionActions.map((legacy) => [TO_ACTION[legacy], legacy]),
);

/** The legacy section names beside the Access v2 resource types. */
const SECTIONS: readonly [keyof Omit<LegacyPermission, 'name'>, PermissionResourceType][] = [
  ['repo', 'artifact'],
  ['build', 'build'],
  ['releaseBundle', 'release_bundle'],
];

function mapActions<From extends string, To>(
  byName: Record<string, From[]> | undefined,
  map: (action: From) => To | undefined,
): Record<string, To[]> {
  return Object.fromEntries(
    Object.entries(byName ?? {}).map(([name, actions]) => [
      name,
      actions.map(map).filter((action): action is To => action !== undefined),
    ]),
  );
}

function toResource(section: LegacyPermissionSection): PermissionResource {
  const target = {
    include_patterns: section['include-patterns'] ?? ['**'],
    exclude_patterns: section['exclude-patterns'] ?? [],
  };
  return {
    targets: Object.fromEntries(section.repositories.map((key) => [key, target])),
    actions: {
      users: mapActions(section.actions?.users, (action) => TO_ACTION[action]),
      groups: mapActions(section.actions?.groups, (action) => TO_ACTION[action]),
    },
  };
}

/**
 * A legacy section has one set of patterns for all its repositories; the first target's stand
 * for them (Access v2 targets written through the legacy call always share theirs).
 */
function toSection(resource: PermissionResource): LegacyPermissionSection {
  const first = Object.values(resource.targets)[0];
  return {
    'include-patterns': first?.include_patterns ?? ['**'],
    'exclude-patterns': first?.exclude_patterns ?? [],
    repositories: Object.keys(resource.targets),
    actions: {
      users: mapActions(resource.actions.users, (action) => FROM_ACTION.get(action)),
      groups: mapActions(resource.actions.groups, (action) => FROM_ACTION.get(action)),
    },
  };
}

export function fromLegacy(legacy: LegacyPermission): Permission {
  const resources: Permission['resources'] = {};
  for (const [legacyKey, type] of SECTIONS) {
    const section = legacy[legacyKey];
    if (section) resources[type] = toResource(section);
  }
  return { name: legacy.name, resources };
}

export function toLegacy(permission: Permission): LegacyPermission {
  const legacy: LegacyPermission = { name: permission.name };
  for (const [legacyKey, type] of SECTIONS) {
    const resource = permission.resources[type];
    if (resource) legacy[legacyKey] = toSection(resource);
  }
  return legacy;
}
