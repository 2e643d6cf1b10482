import { describe, expect, it } from 'vitest';
import { rcFormImports } from './rc-form-imports.ts';

const ANTD_MODULE = '/repo/node_modules/antd/es/form/context.js';

/** What the plugin makes of an antd module's code (null: left as it was). */
function transform(code: string): string | null {
  const hook = rcFormImports().transform as { handler: (code: string, id: string) => { code: string } | null };
  return hook.handler(code, ANTD_MODULE)?.code ?? null;
}

describe("antd's imports of @rc-component/form", () => {
  it('take FormProvider from the module that defines it, not from the form index', () => {
    expect(transform("import { FormProvider as RcFormProvider } from '@rc-component/form';")).toBe(
      "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext.js';",
    );
  });

  it('take each default-exported part from its own module', () => {
    expect(transform("import { Field, FieldContext, ListContext } from '@rc-component/form';")).toBe(
      [
        "import Field from '@rc-component/form/es/Field.js';",
        "import FieldContext from '@rc-component/form/es/FieldContext.js';",
        "import ListContext from '@rc-component/form/es/ListContext.js';",
      ].join('\n'),
    );
  });

  it('leave alone an import of the whole form, or of a name the index does not re-export', () => {
    expect(transform("import FieldForm, { List, useWatch } from '@rc-component/form';")).toBeNull();
    expect(transform("import { Unknown } from '@rc-component/form';")).toBeNull();
  });
});
