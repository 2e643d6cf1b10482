import type { MetadataVersion } from '@arca/contract';

export interface VersionLead {
  /** The repository the version is read from. */
  repoKey: string;
  /** The version's lead file there, or '' when no repository names one. */
  leadFilePath: string;
}

/** Where a version's details are read: the first repository that names a lead file, else its first repository. */
export function versionLeadOf(version: MetadataVersion): VersionLead {
  const lead = version.repos.find((repo) => repo.leadFilePath) ?? version.repos[0];
  return { repoKey: lead?.name ?? '', leadFilePath: lead?.leadFilePath ?? '' };
}
