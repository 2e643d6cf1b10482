import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
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

export function registerValidation(app: FastifyInstance) {
  const text = makeAjv(true);
  const body = makeAjv(false);
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    httpPart === 'body' ? body.compile(schema) : text.compile(schema),
  );
}
