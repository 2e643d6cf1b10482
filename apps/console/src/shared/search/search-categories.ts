import type {
  RuleRef,
  ServiceName,
  VisibilityContext,
  VisibilityOutcome,
  VisibilityRuleId,
} from '../visibility/index.ts';
import { visibilityOfAll } from '../visibility/index.ts';

/** The toolbar's search categories, in toolbar order (shell.md §2 Shell navigation; packages-and-search.md §2 Search). */
export const searchCategoryKeys = [
  'packages',
  'artifacts',
  'builds',
  'releaseBundles',
  'securityCompliance',
  'artifactoryRetention',
  'pipelines',
] as const;
export type SearchCategoryKey = (typeof searchCategoryKeys)[number];

/**
 * One toolbar category and what gates it. The licence tier, feature flags and the lightweight
 * instance live in the registered visibility rule (shared/visibility/search-rules.ts) so menus and
 * search read one source; the service and the project gate are added here because those rules do
 * not carry them for every category.
 */
export interface SearchCategory {
  key: SearchCategoryKey;
  label: string;
  /** A named route the results open in, when the category has one rather than a path. */
  route?: string;
  /** The console path of the category's results; packages open in their own browser instead. */
  resultsPath?: string;
  /** The service the category searches (R11.18). */
  service: ServiceName;
  /** The registered rule with the licence tier, flags and lightweight gate (R11.18–R11.21). */
  rule: VisibilityRuleId;
  /** Disabled rather than offered when a specific project is selected (R11.22). */
  disabledInProject: boolean;
}

export const searchCategories: Readonly<Record<SearchCategoryKey, SearchCategory>> = {
  packages: {
    key: 'packages',
    label: 'Packages',
    service: 'artifactory',
    rule: 'searchPackages',
    disabledInProject: false,
  },
  artifacts: {
    key: 'artifacts',
    label: 'Artifacts',
    route: 'repos',
    resultsPath: '/artifactSearchResults',
    service: 'artifactory',
    rule: 'searchArtifacts',
    disabledInProject: false,
  },
  builds: {
    key: 'builds',
    label: 'Builds',
    resultsPath: '/builds',
    service: 'artifactory',
    rule: 'searchBuilds',
    disabledInProject: false,
  },
  releaseBundles: {
    key: 'releaseBundles',
    label: 'Release Bundles',
    resultsPath: '/bundles/source',
    service: 'distribution',
    rule: 'searchReleaseBundles',
    disabledInProject: false,
  },
  securityCompliance: {
    key: 'securityCompliance',
    label: 'Security & Compliance',
    resultsPath: '/securityComplianceSearchResults',
    service: 'xray',
    rule: 'searchSecurityCompliance',
    disabledInProject: false,
  },
  artifactoryRetention: {
    key: 'artifactoryRetention',
    label: 'Archive',
    resultsPath: '/artifactoryRetention/search',
    service: 'artifactory',
    rule: 'searchArchive',
    // Archived items are kept instance-wide, outside any project's repositories.
    disabledInProject: true,
  },
  pipelines: {
    key: 'pipelines',
    label: 'Pipelines',
    resultsPath: '/pipelinesSearchResults',
    service: 'pipelines',
    rule: 'searchPipelines',
    // Pipelines are not scoped to a project in this console.
    disabledInProject: true,
  },
};

/** Every rule a category carries, for the visibility engine: the registered one, then its service and project gates. */
export function searchCategoryRules(category: SearchCategory): RuleRef[] {
  return [
    category.rule,
    {
      id: `${category.rule}.gates`,
      feature: category.label,
      steps: [
        { kind: 'service', service: category.service },
        ...(category.disabledInProject ? [{ kind: 'project', context: 'all', otherwise: 'disabled' } as const] : []),
      ],
    },
  ];
}

/** How a category shows for this visitor: visible, disabled with a reason, or hidden. */
export function searchCategoryOutcome(
  category: SearchCategory,
  context: VisibilityContext | undefined,
): VisibilityOutcome {
  return visibilityOfAll(searchCategoryRules(category), context);
}

/** The search types (R11.02): packages is the default. */
export const searchTypes = ['packages', 'securityCompliance'] as const;
export type SearchType = (typeof searchTypes)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'packages';

/** The package search types offered (R11.16); `all` searches every type. */
export const packageSearchTypes = ['all', 'docker', 'npm', 'maven', 'go', 'nuget', 'helm'] as const;
/** Package search types that exist but are never offered (R11.17). */
export const hiddenPackageSearchTypes = ['dockerV1', 'terraformBackend', 'releasebundles', 'helmoci'] as const;
export type PackageSearchType = (typeof packageSearchTypes)[number] | (typeof hiddenPackageSearchTypes)[number];
export const DEFAULT_PACKAGE_SEARCH_TYPE: PackageSearchType = 'all';

export function isPackageSearchType(value: string): value is PackageSearchType {
  return (
    (packageSearchTypes as readonly string[]).includes(value) ||
    (hiddenPackageSearchTypes as readonly string[]).includes(value)
  );
}
