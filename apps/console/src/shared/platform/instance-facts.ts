import { API_LEVEL, type AvailabilityFlavour, editionFlavoursOf, type InstanceFacts } from '@arca/contract';
import { isAllProjects, useProjectContext } from '../http/project-context.ts';
import { useFooter } from './footer.ts';

/**
 * What the repository catalogue needs to know of this instance (R12.31–R12.37): the edition its
 * licence puts it in, whether a project is selected, and the API level it serves. The server
 * refuses to create what the edition leaves out, with the same words as the picker's tooltip.
 */
export function useInstanceFacts(): { facts: InstanceFacts; license: string } {
  const license = useFooter().data?.license ?? 'N/A';
  const project = useProjectContext((state) => state.project);
  const flavours = new Set<AvailabilityFlavour>(editionFlavoursOf(license));
  if (!isAllProjects(project)) flavours.add('projectSelected');
  return { facts: { flavours, features: new Set(), version: API_LEVEL }, license };
}
