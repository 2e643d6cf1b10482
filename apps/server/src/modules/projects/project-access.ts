import { serverMessages } from '@arca/contract';
import { Forbidden } from '../../lib/errors.ts';
import { type Actor, requireUser } from '../auth/actor.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import { PROJECT_ADMIN_ROLE } from './project-roles.ts';
import type { ProjectsRepository } from './projects.repository.ts';

/**
 * Who administers which project. Platform administrators administer every project; a user holding
 * the Project Admin role in a project, directly or through a group, administers that one only.
 */
export class ProjectAccess {
  readonly #projects: ProjectsRepository;
  readonly #groups: GroupsRepository;
  constructor(deps: { projects: ProjectsRepository; groups: GroupsRepository }) {
    this.#projects = deps.projects;
    this.#groups = deps.groups;
  }

  /** The keys of the projects the actor administers, or 'all' for a platform administrator. */
  async administeredKeys(actor: Actor): Promise<'all' | Set<string>> {
    const user = requireUser(actor);
    if (user.admin) return 'all';
    // A groups-scoped token counts only its groups, never the user's own roles.
    const scoped = actor.kind === 'user' ? actor.scopedGroups : undefined;
    const groups = scoped ? await this.#groups.findByNames(scoped) : await this.#groups.groupsOf(user.id);
    const roles = await this.#projects.rolesOf({
      ...(scoped ? {} : { userId: user.id }),
      groupIds: groups.map((group) => group.id),
    });
    return new Set([...roles].filter(([, held]) => held.has(PROJECT_ADMIN_ROLE)).map(([key]) => key));
  }

  /** Refuses anyone who does not administer the project; true for a platform administrator. */
  async requireProjectAdmin(actor: Actor, key: string): Promise<{ platformAdmin: boolean }> {
    const keys = await this.administeredKeys(actor);
    if (keys !== 'all' && !keys.has(key)) throw new Forbidden(serverMessages.notProjectAdmin);
    return { platformAdmin: keys === 'all' };
  }
}
