/**
 * Custom webhook templates: `{{.secrets.token}}`, `{{.data.repo_key}}`, `{{.event_type}}` — a
 * dotted path into the event and the handler's secrets, nothing more (no functions, no loops), so
 * a template can neither run code nor read anything but what it is given. A path that leads
 * nowhere renders as nothing.
 */
const PLACEHOLDER = /\{\{\s*\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)*)\s*\}\}/g;

export type TemplateEscape = 'json' | 'none';

function lookupPath(context: unknown, path: string): unknown {
  let value: unknown = context;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * `json`: text goes in escaped for a JSON string (without its quotes), so `"{{.data.path}}"` stays
 * valid JSON whatever the path holds; numbers, booleans, lists and objects go in as JSON.
 * `none`: as text, for header values.
 */
export function renderTemplate(template: string, context: Record<string, unknown>, mode: TemplateEscape): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const value = lookupPath(context, path);
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') return mode === 'json' ? JSON.stringify(value).slice(1, -1) : value;
    return JSON.stringify(value);
  });
}
