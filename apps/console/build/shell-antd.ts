import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * The antd modules the shell frame and the package list draw, with antd's theme (ADR 024): the
 * route most visitors open first. They form the `antd` chunk; the rest of antd is grouped by the screens that use it,
 * so the package list no longer loads controls (forms, tabs, dialogs) only other screens draw.
 *
 * Found by walking the module graph down from the layout and the package list. Index modules that
 * only re-export (antd's, its icons', the widgets' `@arca/ui`) would lead the walk to the whole
 * library, so through them it follows only the names the importing module takes.
 */
const SHELL_ROUTES = [
  'src/app/theme/antd-theme.tsx',
  'src/app/layout/app-layout.tsx',
  'src/features/packages/pages/packages-page.tsx',
];
const LIBRARY_INDEXES = /[\\/]node_modules[\\/](antd[\\/]es[\\/]index\.js|@ant-design[\\/]icons[\\/]es[\\/]index\.js)$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g;
/** A module made of re-exports only, such as `export * from './x'` and `export { a } from './y'`. */
const RE_EXPORTS_ONLY = /^(\s*(\/\/[^\n]*|export\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?))*\s*$/;

/** `ConfigProvider` → `config-provider`, antd's folder names. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The names a module imports by name, from any module. */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of code.matchAll(NAMED_IMPORT)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** The modules a library index re-exports under `names`: antd's `<folder>/index.js`, an icon's own file. */
function libraryModules(index: string, names: Set<string>, ctx: ChunkingContext): string[] {
  const icons = index.includes('@ant-design');
  const wanted = [...names].map((name) => (icons ? `/icons/${name}.js` : `/${kebab(name)}/index.js`));
  // The icons' index re-exports a second index (`export * from './icons'`) that names each icon.
  const children = (ctx.getModuleInfo(index)?.importedIds ?? []).flatMap((id) =>
    id.replaceAll('\\', '/').endsWith('/icons/index.js') ? (ctx.getModuleInfo(id)?.importedIds ?? []) : [id],
  );
  return children.filter((id) => wanted.some((end) => id.replaceAll('\\', '/').endsWith(end)));
}

function shellModules(root: string, ctx: ChunkingContext): Set<string> {
  // Per module, the names the walk reached it for; `all` past the first module that is no index.
  const reached = new Map<string, Set<string> | 'all'>();
  const pending: [string, Set<string> | 'all'][] = SHELL_ROUTES.map((route) => [resolve(root, route), 'all']);
  const reach = (id: string, names: Set<string> | 'all') => pending.push([id, names]);
  while (pending.length > 0) {
    const [id, names] = pending.pop() as [string, Set<string> | 'all'];
    const before = reached.get(id);
    if (before === 'all' || (before && names !== 'all' && [...names].every((name) => before.has(name)))) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    reached.set(id, names === 'all' || !before ? names : new Set([...before, ...names]));
    const code = info.code ?? '';
    if (LIBRARY_INDEXES.test(id)) {
      if (names !== 'all') for (const module of libraryModules(id, names, ctx)) reach(module, 'all');
    } else if (names !== 'all' && RE_EXPORTS_ONLY.test(code)) {
      for (const child of info.importedIds) {
        const exported = ctx.getModuleInfo(child)?.exports ?? [];
        if (RE_EXPORTS_ONLY.test(ctx.getModuleInfo(child)?.code ?? '') || exported.some((name) => names.has(name)))
          reach(child, names);
      }
    } else {
      const taken = importedNames(code);
      for (const child of info.importedIds) {
        const childInfo = ctx.getModuleInfo(child);
        const index = LIBRARY_INDEXES.test(child) || RE_EXPORTS_ONLY.test(childInfo?.code ?? '');
        reach(child, index ? taken : 'all');
      }
    }
  }
  return new Set(reached.keys());
}

/**
 * A chunk-group name function: `antd` for the modules the shell and the package list reach,
 * `null` (left to the next groups) for the others. The walk runs once per chunking pass.
 */
export function shellAntdChunk(root: string) {
  let walked: { ctx: ChunkingContext; modules: Set<string> } | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (walked?.ctx !== ctx) walked = { ctx, modules: shellModules(root, ctx) };
    return walked.modules.has(id) ? 'antd' : null;
  };
}
