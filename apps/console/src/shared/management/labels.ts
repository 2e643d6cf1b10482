import type { PermissionAction, PermissionResourceType } from '@arca/contract';

/** The actions as the permission editor labels them. */
export const actionLabels: Record<PermissionAction, string> = {
  READ: 'Read',
  ANNOTATE: 'Annotate',
  WRITE: 'Deploy/Cache',
  DELETE: 'Delete/Overwrite',
  MANAGE: 'Manage',
  DISTRIBUTE: 'Distribute',
  SCAN: 'Manage Xray Metadata',
};

export const resourceLabels: Record<PermissionResourceType, string> = {
  artifact: 'Repositories',
  build: 'Builds',
  release_bundle: 'Release bundles',
};
