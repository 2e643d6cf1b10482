import { type ProjectRoleAction, projectRoleActions } from '@arca/contract';

export interface RoleActionGroup {
  title: string;
  /** The suffix every action of the group carries on the wire. */
  suffix: string;
}

/** Actions are grouped by the resource they apply to, as the wire names end. */
export const roleActionGroups: readonly RoleActionGroup[] = [
  { title: 'Repository', suffix: '_REPOSITORY' },
  { title: 'Build', suffix: '_BUILD' },
  { title: 'Release bundle', suffix: '_RELEASE_BUNDLE' },
];

const verbs: Record<string, string> = {
  READ: 'Read',
  ANNOTATE: 'Annotate',
  DEPLOY_CACHE: 'Deploy / cache',
  DELETE_OVERWRITE: 'Delete / overwrite',
  MANAGE_XRAY_MD: 'Manage Xray metadata',
  DEPLOY: 'Deploy',
  DELETE: 'Delete',
  CREATE: 'Create',
};

export function actionsOfGroup(group: RoleActionGroup): ProjectRoleAction[] {
  return projectRoleActions.filter((action) => action.endsWith(group.suffix));
}

/** 'DEPLOY_CACHE_REPOSITORY' in the Repository group reads 'Deploy / cache'. */
export function actionLabel(action: ProjectRoleAction, group: RoleActionGroup): string {
  const verb = action.slice(0, -group.suffix.length);
  return verbs[verb] ?? verb;
}
