// Test-only: checks a mock's success body against the generated Zod response schema of its operation.
import bundled from '../../generated/openapi.json';
import * as zodSchemas from '../../generated/zod/index.zod';

interface Parseable {
  safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

const operationIds = new Map<string, string>();
for (const [path, item] of Object.entries(
  (bundled as { paths: Record<string, Record<string, { operationId?: string }>> }).paths,
)) {
  for (const [method, op] of Object.entries(item)) {
    if (op?.operationId) operationIds.set(`${method.toUpperCase()} ${path}`, op.operationId);
  }
}

export function contractOperations(): string[] {
  return [...operationIds.keys()];
}

export function checkResponse(method: string, path: string, body: unknown): string[] {
  const operationId = operationIds.get(`${method.toUpperCase()} ${path}`);
  if (!operationId) return [`${method} ${path} is not in the contract`];
  const schema = (zodSchemas as Record<string, unknown>)[
    `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`
  ] as Parseable | undefined;
  if (!schema) return [`no generated response schema for ${operationId}`];
  const result = schema.safeParse(body);
  return result.success
    ? []
    : (result.error?.issues ?? []).map((i) => `${operationId} ${i.path.join('.')}: ${i.message}`);
}
