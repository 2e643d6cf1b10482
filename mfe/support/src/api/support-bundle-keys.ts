export const supportBundleKeys = {
  all: ['support-bundles'] as const,
  list: () => [...supportBundleKeys.all, 'list'] as const,
  missionControl: () => [...supportBundleKeys.all, 'mission-control'] as const,
};
