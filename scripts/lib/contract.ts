import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBin } from './run';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type OpenApiDoc = JsonObject & { paths: Record<string, JsonObject>; info: JsonObject };

/** A spec value in a message: a scalar as itself, an object or a list as JSON (never "[object Object]"). */
export function jsonText(value: Json | undefined): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
}

/** Bundles a split contract (root file + $refs) into one JSON document. */
export function bundleContract(rootFile: string, outFile?: string): OpenApiDoc {
  const target = outFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'openapi.json');
  runBin('redocly', ['bundle', rootFile, '--output', target, '--ext', 'json']);
  return JSON.parse(fs.readFileSync(target, 'utf8')) as OpenApiDoc;
}

/** Lints under openapi/redocly.yaml; returns the problems (empty when clean). */
export function lintContract(rootFile: string, configFile: string): string[] {
  try {
    runBin('redocly', ['lint', rootFile, '--config', configFile, '--format', 'stylish']);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const result: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation && typeof operation === 'object' && !Array.isArray(operation)) {
        result.push({ method: method.toUpperCase(), path: p, operation });
      }
    }
  }
  return result;
}

/** Follows internal `#/...` references (the bundled document has no other kind). */
export function resolveRef<T extends Json | undefined>(doc: OpenApiDoc, value: T): T {
  let current: Json | undefined = value;
  for (let depth = 0; depth < 20; depth++) {
    if (!current || typeof current !== 'object' || Array.isArray(current) || typeof current.$ref !== 'string') break;
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target: Json | undefined = doc;
    for (const key of pointer) target = (target as JsonObject)?.[key];
    current = target;
  }
  return current as T;
}

export function successResponse(
  doc: OpenApiDoc,
  operation: JsonObject,
): { status: string; media?: JsonObject } | undefined {
  const responses = (operation.responses ?? {}) as JsonObject;
  const success = Object.entries(responses).find(([code]) => /^2\d\d$/.test(code));
  if (!success) return undefined;
  const [status, raw] = success;
  const response = resolveRef(doc, raw) as JsonObject;
  const content = (response?.content ?? {}) as JsonObject;
  return { status, media: content['application/json'] as JsonObject | undefined };
}

const BINARY_MEDIA = /^((application|image)\/|text\/calendar$)/;

/**
 * A file download (`GET /files/{id}`, the calendar feed): its 2xx answers a file's bytes, each media type a `format: binary` string of a
 * file type, with no JSON body (and so no JSON example) to check.
 */
function isFileDownload(doc: OpenApiDoc, operation: JsonObject): boolean {
  const responses = (operation.responses ?? {}) as JsonObject;
  const raw = Object.entries(responses).find(([code]) => /^2\d\d$/.test(code))?.[1];
  const content = Object.entries(((resolveRef(doc, raw) as JsonObject | undefined)?.content ?? {}) as JsonObject);
  return (
    content.length > 0 &&
    content.every(([type, media]) => {
      const schema = resolveRef(doc, (media as JsonObject).schema) as JsonObject | undefined;
      return (
        BINARY_MEDIA.test(type) &&
        type !== 'application/json' &&
        schema?.type === 'string' &&
        schema.format === 'binary'
      );
    })
  );
}

/** Structure rules on top of the linter: one tag, camelCase operationId, a success JSON schema with an example (or a file download). */
export function checkStructure(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { method, path: p, operation } of operationsOf(doc)) {
    const where = `${method} ${p}`;
    const id = operation.operationId;
    if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id))
      problems.push(`${where}: operationId must be camelCase`);
    else if (seen.has(id)) problems.push(`${where}: operationId ${id} also used by ${seen.get(id)}`);
    else seen.set(id, where);
    const tags = operation.tags;
    if (!Array.isArray(tags) || tags.length !== 1) problems.push(`${where}: needs exactly one tag`);
    const success = successResponse(doc, operation);
    if (!success?.media?.schema && isFileDownload(doc, operation)) continue;
    if (!success?.media?.schema) problems.push(`${where}: no 2xx application/json response schema`);
    else if (success.media.example === undefined) problems.push(`${where}: the 2xx response has no example`);
  }
  return problems;
}

export interface Coverage {
  covered: number;
  total: number;
  missing: string[];
}

/** Every inventory line (METHOD, PATH) must be an operation; `{id}` in the inventory matches any parameter name. */
export function checkCoverage(doc: OpenApiDoc, inventoryTsv: string): Coverage {
  const have = operationsOf(doc).map((o) => ({ method: o.method, path: o.path }));
  const lines = inventoryTsv.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const missing: string[] = [];
  for (const line of lines) {
    const [method, rawPath] = line.split('\t');
    if (method === undefined || rawPath === undefined)
      throw new Error(`inventory line is not METHOD<tab>PATH: ${line}`);
    const wanted = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
    const pattern = new RegExp(
      '^' +
        wanted
          .split(/(\{[^}]+\})/)
          .map((part) => (part === '{id}' ? '\\{[^}]+\\}' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('') +
        '$',
    );
    if (!have.some((o) => o.method === method.toUpperCase() && pattern.test(o.path)))
      missing.push(`${method} ${wanted}`);
  }
  return { covered: lines.length - missing.length, total: lines.length, missing };
}

export function majorVersion(doc: OpenApiDoc): number {
  const [major = '0'] = jsonText(doc.info?.version ?? '0').split('.');
  return Number.parseInt(major, 10) || 0;
}
