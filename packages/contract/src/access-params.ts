/** `/{name}` of a user, group, permission or environment: any text a name may hold, bounded. */
export const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

/** `/{key}` of a project. */
export const projectKeyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
