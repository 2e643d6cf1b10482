import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify, { type Schema as ResponseSchema } from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Query strings, path params and headers arrive as text, so their validator coerces ('10' → 10).
 * Bodies are JSON with real types, so theirs does not: `{"user": 42}` is a 400, not the name "42".
 */
const base: Options = { allErrors: false, useDefaults: true, removeAdditional: true };

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ ...base, coerceTypes: coerce ? 'array' : false });
  addFormats.default(ajv);
  return ajv;
}

const NUL = '\u0000';

/**
 * Where the first string holding U+0000 lies in a validated value (`/description`, `/members/2`),
 * or undefined. Walked with a stack, not recursion: a body may be nested thousands deep.
 */
export function nulPathOf(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        // A key holding the character is reported at its object, so the message does not carry it.
        if (key.includes(NUL)) return path;
        stack.push([child, `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses text holding U+0000 wherever a route declares a schema (path, query, headers, body).
 * PostgreSQL cannot store the character in text (it fails the whole statement, a 500), and no
 * name, description or setting needs it; refused here, it is the same 400 on either database.
 */
function withoutNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = nulPathOf(data);
    checked.errors =
      path === undefined
        ? null
        : [
            {
              instancePath: path,
              schemaPath: '#',
              keyword: 'nul',
              params: {},
              message: 'must not contain the NUL character',
            },
          ];
    return path === undefined;
  }) as ValidateFunction;
  return checked;
}

/**
 * A validator compiled on its first call. Compiling every route's schemas up front was the largest
 * part of start-up (about 240 ms of 1.4 s), and most routes of a given process are never called.
 * Fastify reads `errors` from the function it was given, so the compiled function's are copied on.
 */
function compiledOnFirstUse(compile: () => ValidateFunction) {
  let validate: ValidateFunction | undefined;
  const lazy = (data: unknown) => {
    validate ??= compile();
    const valid = validate(data);
    lazy.errors = validate.errors;
    return valid;
  };
  lazy.errors = null as ValidateFunction['errors'];
  return lazy;
}

/** The validators and response serializers of every route, each built when it is first needed. */
export function registerSchemaCompilers(app: FastifyInstance) {
  const text = makeAjv(true);
  const body = makeAjv(false);
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    compiledOnFirstUse(() => withoutNul(httpPart === 'body' ? body.compile(schema) : text.compile(schema))),
  );
  app.setSerializerCompiler<ResponseSchema>(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= fastJsonStringify(schema);
      return serialize(data);
    };
  });
}
