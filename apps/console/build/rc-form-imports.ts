import type { Plugin } from 'vite';

/**
 * Where `@rc-component/form`'s index takes each name from. The index fastens every part onto its
 * Form (`RefForm.Field = Field`…), assignments the bundler must keep, so importing one name from it
 * brings the whole form engine with its validator (about 40 kB minified). antd's inputs, selects
 * and the config provider import only `FormProvider` from it; the screens without a form, the
 * package list first, need no more (ADR 024).
 */
const PARTS: Readonly<Record<string, { file: string; named?: true }>> = {
  Field: { file: 'Field' },
  List: { file: 'List' },
  useForm: { file: 'hooks/useForm' },
  FormProvider: { file: 'FormContext', named: true },
  FieldContext: { file: 'FieldContext' },
  ListContext: { file: 'ListContext' },
  useWatch: { file: 'hooks/useWatch' },
};

/** `import { a as b, c } from '@rc-component/form'`, with no default import beside the names. */
const NAMED_ONLY = /import\s*\{([^}]*)\}\s*from\s*(["'])@rc-component\/form\2;?/g;

/** One import per name, from the module that defines it; undefined when a name is unknown. */
function narrowed(list: string): string | undefined {
  const imports: string[] = [];
  for (const part of list.split(',').map((text) => text.trim())) {
    if (part === '') continue;
    const [name = '', local = name] = part.split(/\s+as\s+/);
    const source = PARTS[name];
    if (!source) return undefined;
    const from = `'@rc-component/form/es/${source.file}.js'`;
    imports.push(source.named ? `import { ${name} as ${local} } from ${from};` : `import ${local} from ${from};`);
  }
  return imports.join('\n');
}

/** Rewrites antd's named imports of `@rc-component/form` to the modules that define the names. */
export function rcFormImports(): Plugin {
  return {
    name: 'arca-rc-form-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/, code: '@rc-component/form' },
      handler(code) {
        const rewritten = code.replace(NAMED_ONLY, (statement, list: string) => narrowed(list) ?? statement);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
