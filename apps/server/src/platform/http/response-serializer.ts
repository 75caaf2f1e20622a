import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Turns an answer into JSON through its endpoint's response schema: what the schema does not
 * name is dropped (no column leaks, decision 0033), and an answer that does not match is a 500,
 * never sent. It parses (input to output) where fastify-type-provider-zod's compiler encodes:
 * a handler returns the schema's input type (`EndpointReply`), so parsing is the direction our
 * types promise (a defaulted field may be left out), and zod's compiled fast path serves parsing
 * only: encoding a 20-item notifications page took 13 µs against 4 for parsing (decision 0036).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = resolveSchema(schema);
  return (data: unknown) => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** A zod schema, as `route()` registers it: plain, or per media type (`{ content: … }` is
 * unwrapped by Fastify before it reaches a compiler). */
function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}
