/** The answer is the contract's, beside the call that gives it. */
export type { ArchiveSearchResult } from '@arca/contract';

/** The archive search's refusals. */
export const archiveSearchMessages = {
  nameRequired: 'Give an entry name to search for: name=*Thing.class',
  nameTooLong: (max: number) => `The entry name to search for may have at most ${max} characters`,
} as const;
