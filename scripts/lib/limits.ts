import { jsonText, operationsOf, resolveRef, type Json, type JsonObject, type OpenApiDoc } from './contract';

/** Formats whose own syntax bounds a string's length (a day, a timestamp, an uploaded file's bytes). */
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'binary']);

const MAX_DEPTH = 12;

function isString(schema: JsonObject): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

function isBounded(schema: JsonObject): boolean {
  return (
    typeof schema.maxLength === 'number' ||
    Array.isArray(schema.enum) ||
    schema.const !== undefined ||
    (typeof schema.format === 'string' && BOUNDED_FORMATS.has(schema.format))
  );
}

function walk(doc: OpenApiDoc, raw: Json | undefined, where: string, problems: string[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const schema = resolveRef(doc, raw) as JsonObject | undefined;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  if (isString(schema) && !isBounded(schema))
    problems.push(`${where}: a string without maxLength (or an enum, or a date/binary format)`);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as JsonObject))
    walk(doc, property, `${where}.${name}`, problems, depth + 1);
  if (schema.items) walk(doc, schema.items, `${where}[]`, problems, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    walk(doc, schema.additionalProperties, `${where}{}`, problems, depth + 1);
  for (const combiner of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[combiner];
    if (Array.isArray(list))
      list.forEach((item, i) => walk(doc, item, `${where}<${combiner}${i}>`, problems, depth + 1));
  }
}

/**
 * Every string a client sends (request bodies of any media type, and path, query and header parameters) has an upper
 * bound in the contract, so that the generated Zod schemas, the forms and the server all refuse an over-long value
 * (a 100 KB name, a 900,000-character message).
 */
export function checkRequestStringLimits(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  for (const { method, path, operation } of operationsOf(doc)) {
    const where = `${method} ${path}`;
    const body = resolveRef(doc, operation.requestBody ?? null) as JsonObject | null;
    for (const [media, content] of Object.entries((body?.content ?? {}) as JsonObject)) {
      walk(doc, (content as JsonObject | null)?.schema, `${where} ${media} body`, problems, 0);
    }
    for (const raw of Array.isArray(operation.parameters) ? operation.parameters : []) {
      const parameter = resolveRef(doc, raw) as JsonObject;
      walk(
        doc,
        parameter?.schema,
        `${where} ${jsonText(parameter?.in)} parameter ${jsonText(parameter?.name)}`,
        problems,
        0,
      );
    }
  }
  return problems;
}
