/**
 * Administration targets served by a companion service (admin-and-widgets.md §2). Without the
 * service the console shows that service's teaser there; with it, the service's own screens.
 */
export const companionAdminPaths = {
  /** R8.27 */
  missionControlTopology: '/admin/mission_control/topology',
  /** R8.28 */
  replications: '/admin/mission_control/replications',
  registeredPlatforms: '/admin/platform/registered_jpds',
  deploymentBindings: '/admin/platform/deployment_bindings',
  /** The cloud licence redirect's target (shell.md §2) and platform management's bucket management. */
  licenseBuckets: '/admin/license_management/license_buckets',
  xrayTrialLicense: '/admin/license_management/xray_trial',
  /** The main menu's trends: mission control's, its teaser for administrators while missing. */
  trends: '/trends',
} as const;
