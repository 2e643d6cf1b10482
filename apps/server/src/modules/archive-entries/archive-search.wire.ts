/** `GET /api/search/archive`: each matching entry with the storage URIs of the archives that hold it. */
export interface ArchiveSearchResult {
  results: { entry: string; archiveUris: string[] }[];
}

/** The archive search's refusals. */
export const archiveSearchMessages = {
  nameRequired: 'Give an entry name to search for: name=*Thing.class',
  nameTooLong: (max: number) => `The entry name to search for may have at most ${max} characters`,
} as const;
