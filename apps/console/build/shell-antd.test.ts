import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shellAntdChunk } from './shell-antd.ts';

const ROOT = '/repo/apps/console';
const antd = (path: string) => `/repo/node_modules/antd/es/${path}`;
const ui = (path: string) => `/repo/packages/ui/src/${path}`;

interface FakeModule {
  code?: string;
  imports?: string[];
  exports?: string[];
}

/** A module graph as rolldown's chunking context shows it: the code as written, the ids it imports. */
const graph: Record<string, FakeModule> = {
  [`${ROOT}/src/app/theme/antd-theme.tsx`]: {
    code: 'import { ConfigProvider } from "antd";',
    imports: [antd('index.js')],
  },
  [`${ROOT}/src/app/layout/app-layout.tsx`]: {
    code: 'import { theme } from "antd";\nimport { PageHeader } from "@arca/ui";',
    imports: [antd('index.js'), ui('index.ts')],
  },
  [`${ROOT}/src/features/packages/pages/packages-page.tsx`]: {
    code: 'import { Table } from "antd";\nimport { SettingOutlined } from "@ant-design/icons";',
    imports: [antd('index.js'), '/repo/node_modules/@ant-design/icons/es/index.js'],
  },
  [antd('index.js')]: {
    imports: ['config-provider', 'theme', 'table', 'form', 'transfer'].map((name) => antd(`${name}/index.js`)),
  },
  [antd('config-provider/index.js')]: {},
  [antd('theme/index.js')]: {},
  [antd('table/index.js')]: { imports: [antd('_util/hooks.js')] },
  [antd('_util/hooks.js')]: {},
  [antd('form/index.js')]: {},
  [antd('transfer/index.js')]: {},
  '/repo/node_modules/@ant-design/icons/es/index.js': {
    imports: ['/repo/node_modules/@ant-design/icons/es/icons/index.js'],
  },
  '/repo/node_modules/@ant-design/icons/es/icons/index.js': {
    imports: ['SettingOutlined', 'StarOutlined'].map(
      (name) => `/repo/node_modules/@ant-design/icons/es/icons/${name}.js`,
    ),
  },
  '/repo/node_modules/@ant-design/icons/es/icons/SettingOutlined.js': {},
  '/repo/node_modules/@ant-design/icons/es/icons/StarOutlined.js': {},
  [ui('index.ts')]: {
    code: "export * from './page-header/index.ts';\nexport * from './transfer-list/index.ts';",
    imports: [ui('page-header/index.ts'), ui('transfer-list/index.ts')],
  },
  [ui('page-header/index.ts')]: {
    code: "export { PageHeader } from './page-header.tsx';",
    imports: [ui('page-header/page-header.tsx')],
    exports: ['PageHeader'],
  },
  [ui('page-header/page-header.tsx')]: {
    code: 'import { Flex } from "antd";',
    imports: [antd('index.js')],
    exports: ['PageHeader'],
  },
  [ui('transfer-list/index.ts')]: {
    code: "export { TransferList } from './transfer-list.tsx';",
    imports: [ui('transfer-list/transfer-list.tsx')],
    exports: ['TransferList'],
  },
  [ui('transfer-list/transfer-list.tsx')]: {
    code: 'import { Transfer } from "antd";',
    imports: [antd('index.js')],
    exports: ['TransferList'],
  },
};

const context = {
  getModuleInfo: (id: string) => {
    const module = graph[id];
    return module
      ? { id, code: module.code ?? '', importedIds: module.imports ?? [], exports: module.exports ?? [] }
      : null;
  },
} as unknown as ChunkingContext;

describe("antd's chunk for the shell and the package list", () => {
  const chunkOf = shellAntdChunk(ROOT);

  it('holds the antd modules the layout, the list and the theme import by name, and what they import', () => {
    for (const id of ['config-provider/index.js', 'theme/index.js', 'table/index.js', '_util/hooks.js']) {
      expect(chunkOf(antd(id), context)).toBe('antd');
    }
    expect(chunkOf('/repo/node_modules/@ant-design/icons/es/icons/SettingOutlined.js', context)).toBe('antd');
  });

  it('leaves out what only other screens draw, though the same indexes re-export it', () => {
    expect(chunkOf(antd('form/index.js'), context)).toBeNull();
    expect(chunkOf(antd('transfer/index.js'), context)).toBeNull();
    expect(chunkOf('/repo/node_modules/@ant-design/icons/es/icons/StarOutlined.js', context)).toBeNull();
  });
});
