import { jsonText, operationsOf, successResponse, type OpenApiDoc } from './contract';

interface ParseableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

function zodResponseName(operationId: string): string {
  return `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
}

/** Every operation's success example must parse with the generated Zod schema for its response. */
export function checkExamples(
  doc: OpenApiDoc,
  zodModule: Record<string, unknown>,
): { checked: number; problems: string[] } {
  const problems: string[] = [];
  let checked = 0;
  for (const { method, path, operation } of operationsOf(doc)) {
    const media = successResponse(doc, operation)?.media;
    if (!media || media.example === undefined) continue;
    const name = zodResponseName(jsonText(operation.operationId));
    const schema = zodModule[name] as ParseableSchema | undefined;
    if (!schema || typeof schema.safeParse !== 'function') {
      problems.push(`${method} ${path}: no generated Zod schema ${name}`);
      continue;
    }
    checked++;
    const result = schema.safeParse(media.example);
    if (!result.success) {
      const issues = (result.error?.issues ?? [])
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      problems.push(`${method} ${path}: example does not parse with ${name}: ${issues}`);
    }
  }
  return { checked, problems };
}
