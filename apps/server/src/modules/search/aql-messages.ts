/** What a refused AQL query is told: each names the part of the query at fault. */
export const aqlMessages = {
  syntax: (position: number, expected: string, found: string) =>
    `AQL syntax error at position ${position}: expected ${expected}, found ${found}`,
  tooDeep: 'AQL query is nested too deeply',
  domain: (domain: string) => `AQL domain '${domain}' is not supported: only items can be searched`,
  unknownMethod: (method: string) => `Unknown AQL method '${method}': use find, include, sort, offset and limit`,
  methodOrder: (method: string) =>
    `AQL method '${method}' is out of order or repeated: the order is find, include, sort, offset, limit`,
  unknownField: (field: string) => `Unknown AQL field '${field}' for items`,
  unknownOperator: (operator: string) => `Unknown AQL operator '${operator}'`,
  operatorNotForField: (operator: string, field: string) =>
    `AQL operator '${operator}' cannot be used with field '${field}'`,
  invalidValue: (field: string, expected: string) => `AQL value of '${field}' must be ${expected}`,
  invalidType: "AQL field 'type' takes file, folder or any",
  combinator: (operator: string) => `AQL ${operator} takes an object or a list of objects`,
  criteriaObject: 'AQL criteria must be an object',
  unknownInclude: (field: string) => `Unknown AQL include field '${field}'`,
  sortShape: 'AQL sort takes one of $asc or $desc with a list of item fields',
  unsortable: (field: string) => `AQL results cannot be sorted by '${field}'`,
  wholeNumber: (method: string) => `AQL ${method} takes a whole number`,
} as const;
