import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * A writer generated from the JSON Schema of an answer's zod schema (fast-json-stringify): it
 * writes only the schema's properties, in the schema's order, like zod's output. Null when zod's
 * output can differ from its input (a transform, a default, a trim or other rewrite) or the schema
 * has no JSON Schema form: those answers stay with zod.
 */
export function fastWriterFor(schema: ZodType): Serialize | null {
  let rewrites = false;
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      override: ({ zodSchema }) => {
        const def = zodSchema._zod.def as { type: string; checks?: { _zod: { def: { check: string } } }[] };
        if (['default', 'prefault', 'catch', 'transform', 'pipe'].includes(def.type)) rewrites = true;
        if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) rewrites = true;
      },
    });
  } catch {
    return null;
  }
  if (rewrites) return null;
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
}

/**
 * Answers are written from their contract schema. In production by the generated writer alone:
 * zod's check of every answer cost about as much as writing it (decision 186). Everywhere else
 * (tests, development) zod still checks each answer first, and the generated writer's bytes must
 * equal zod's, so a test that reaches an answer proves the production bytes are the contract's.
 * Writers are generated on a route's first answer, not at start (over a hundred schemas).
 */
export function answerSerializerCompiler(mode: 'production' | 'checked'): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    let fast: Serialize | null | undefined;
    return (data: unknown) => {
      if (fast === undefined) fast = fastWriterFor(route.schema);
      if (!fast) return checked(data);
      if (mode === 'production') return fast(data);
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: the generated writer wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
