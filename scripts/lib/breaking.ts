import {
  majorVersion,
  operationsOf,
  resolveRef,
  successResponse,
  type Json,
  jsonText,
  type JsonObject,
  type OpenApiDoc,
} from './contract';

/**
 * What a client built on `before` would break on under `after`: a removed operation, a removed or retyped response
 * field, a new required request field or parameter, an enum that lost values.
 */
export function findBreakingChanges(before: OpenApiDoc, after: OpenApiDoc): string[] {
  const problems: string[] = [];
  const afterOps = new Map(operationsOf(after).map((o) => [`${o.method} ${o.path}`, o.operation]));
  for (const { method, path, operation } of operationsOf(before)) {
    const key = `${method} ${path}`;
    const next = afterOps.get(key);
    if (!next) {
      problems.push(`removed operation ${key} (${jsonText(operation.operationId)})`);
      continue;
    }
    const oldSuccess = successResponse(before, operation)?.media?.schema as JsonObject | undefined;
    const newSuccess = successResponse(after, next)?.media?.schema as JsonObject | undefined;
    if (oldSuccess && !newSuccess) problems.push(`${key}: the success response lost its schema`);
    if (oldSuccess && newSuccess)
      compareResponse(before, after, oldSuccess, newSuccess, `${key} response`, problems, 0);
    compareParameters(before, after, operation, next, key, problems);
    const oldBody = requestSchema(before, operation);
    const newBody = requestSchema(after, next);
    if (newBody) compareRequest(before, after, oldBody, newBody, `${key} request body`, problems, 0);
  }
  return problems;
}

const MAX_DEPTH = 12;

function typesOf(schema: JsonObject): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String).sort();
  if (typeof type === 'string') return [type];
  return [];
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return undefined;
}

function checkEnum(oldSchema: JsonObject, newSchema: JsonObject, where: string, problems: string[]): void {
  const oldValues = enumOf(oldSchema);
  const newValues = enumOf(newSchema);
  if (!oldValues) {
    // `x-enforced-before`: the server refused every other value already; the enum only writes that rule down.
    if (newValues && newSchema['x-enforced-before'] !== true)
      problems.push(`${where}: narrowed to enum ${JSON.stringify(newValues)}`);
    return;
  }
  if (!newValues) return;
  const lost = oldValues.filter((v) => !newValues.some((n) => JSON.stringify(n) === JSON.stringify(v)));
  if (lost.length) problems.push(`${where}: enum narrowed, lost ${JSON.stringify(lost)}`);
}

function compareResponse(
  before: OpenApiDoc,
  after: OpenApiDoc,
  oldRaw: Json | undefined,
  newRaw: Json | undefined,
  where: string,
  problems: string[],
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  const oldSchema = resolveRef(before, oldRaw) as JsonObject;
  const newSchema = resolveRef(after, newRaw) as JsonObject;
  if (!oldSchema || !newSchema) return;
  const oldTypes = typesOf(oldSchema);
  const newTypes = typesOf(newSchema);
  if (oldTypes.length && newTypes.length && oldTypes.join('|') !== newTypes.join('|')) {
    problems.push(`${where}: retyped from ${oldTypes.join('|')} to ${newTypes.join('|')}`);
    return;
  }
  checkEnum(oldSchema, newSchema, where, problems);
  const oldProps = (oldSchema.properties ?? {}) as JsonObject;
  const newProps = (newSchema.properties ?? {}) as JsonObject;
  for (const name of Object.keys(oldProps)) {
    if (!(name in newProps)) problems.push(`${where}: removed field ${name}`);
    else compareResponse(before, after, oldProps[name], newProps[name], `${where}.${name}`, problems, depth + 1);
  }
  if (oldSchema.items && newSchema.items)
    compareResponse(before, after, oldSchema.items, newSchema.items, `${where}[]`, problems, depth + 1);
  for (const combiner of ['oneOf', 'anyOf', 'allOf'] as const) {
    const oldList = oldSchema[combiner];
    const newList = newSchema[combiner];
    if (Array.isArray(oldList) && Array.isArray(newList)) {
      oldList
        .slice(0, newList.length)
        .forEach((item, i) =>
          compareResponse(before, after, item, newList[i], `${where}<${combiner}${i}>`, problems, depth + 1),
        );
    }
  }
}

function compareRequest(
  before: OpenApiDoc,
  after: OpenApiDoc,
  oldRaw: Json | undefined,
  newRaw: Json | undefined,
  where: string,
  problems: string[],
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  const newSchema = resolveRef(after, newRaw) as JsonObject;
  const oldSchema = oldRaw === undefined ? undefined : (resolveRef(before, oldRaw) as JsonObject);
  if (!newSchema) return;
  if (oldSchema) checkEnum(oldSchema, newSchema, where, problems);
  const oldRequired = new Set(Array.isArray(oldSchema?.required) ? oldSchema.required.map(String) : []);
  const newRequired = Array.isArray(newSchema.required) ? newSchema.required.map(String) : [];
  for (const name of newRequired) {
    if (!oldRequired.has(name)) problems.push(`${where}: new required field ${name}`);
  }
  const oldProps = (oldSchema?.properties ?? {}) as JsonObject;
  const newProps = (newSchema.properties ?? {}) as JsonObject;
  for (const name of Object.keys(newProps)) {
    if (name in oldProps)
      compareRequest(before, after, oldProps[name], newProps[name], `${where}.${name}`, problems, depth + 1);
  }
  if (oldSchema?.items && newSchema.items)
    compareRequest(before, after, oldSchema.items, newSchema.items, `${where}[]`, problems, depth + 1);
}

function requestSchema(doc: OpenApiDoc, operation: JsonObject): Json | undefined {
  const body = resolveRef(doc, operation.requestBody ?? null) as JsonObject | null;
  const content = (body?.content ?? {}) as JsonObject;
  const media = (content['application/json'] ?? content['multipart/form-data']) as JsonObject | undefined;
  return media?.schema;
}

function parametersOf(doc: OpenApiDoc, operation: JsonObject): Map<string, JsonObject> {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  const map = new Map<string, JsonObject>();
  for (const raw of list) {
    const p = resolveRef(doc, raw) as JsonObject;
    if (p && p.in !== 'path') map.set(`${jsonText(p.in)}:${jsonText(p.name)}`, p);
  }
  return map;
}

function compareParameters(
  before: OpenApiDoc,
  after: OpenApiDoc,
  oldOp: JsonObject,
  newOp: JsonObject,
  key: string,
  problems: string[],
): void {
  const oldParams = parametersOf(before, oldOp);
  for (const [name, p] of parametersOf(after, newOp)) {
    const old = oldParams.get(name);
    if (p.required === true && old?.required !== true) problems.push(`${key}: new required parameter ${name}`);
    if (old?.schema && p.schema) {
      const oldSchema = resolveRef(before, old.schema) as JsonObject;
      const newSchema = resolveRef(after, p.schema) as JsonObject;
      checkEnum(oldSchema, newSchema, `${key} parameter ${name}`, problems);
      if (oldSchema.items && newSchema.items) {
        checkEnum(
          resolveRef(before, oldSchema.items) as JsonObject,
          resolveRef(after, newSchema.items) as JsonObject,
          `${key} parameter ${name}[]`,
          problems,
        );
      }
    }
  }
}

/** Breaking changes are allowed only when info.version's major number was raised. */
export function breakingVerdict(before: OpenApiDoc, after: OpenApiDoc): { breaks: string[]; allowed: boolean } {
  const breaks = findBreakingChanges(before, after);
  return { breaks, allowed: breaks.length === 0 || majorVersion(after) > majorVersion(before) };
}
