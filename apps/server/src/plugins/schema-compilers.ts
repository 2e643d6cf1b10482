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
    compiledOnFirstUse(() => (httpPart === 'body' ? body.compile(schema) : text.compile(schema))),
  );
  app.setSerializerCompiler<ResponseSchema>(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= fastJsonStringify(schema);
      return serialize(data);
    };
  });
}
