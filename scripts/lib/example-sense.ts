// Examples a client can live with (check 6 of `npm run check:contract`): a mock server answers with them (Prism's
// static mode), so a token in an example must not have expired, a time zone must be one a browser knows, a picture
// must come from the one files host the examples document, and an entity fetched alone must be in its list.
import { jsonText, type Json, type JsonObject, type OpenApiDoc } from './contract';

/** The host every file and picture URL in the examples is on (openapi/CONVENTIONS.md). */
export const EXAMPLE_FILES_ORIGIN = 'https://cdn.example.com';

/** Operations whose example is one entity, and the list operation whose example must hold it (identifiers link up). */
const linkedExamples: [single: string, list: string][] = [
  ['getBooking', 'listBookings'],
  ['getAppointment', 'listAppointments'],
  ['getWalletTransaction', 'listWalletTransactions'],
  ['getTherapistProfile', 'listTherapists'],
  ['getSessionNote', 'listBookingSessionNotes'],
];

const EXPIRY_KEY = /^(expires?(At|On)?|expir(y|ation)(Date|At|Time)?|validUntil)$/i;
const ZONE_KEY = /^time_?zone$/i;
const FILE_URL_KEY = /^(url|photo|photoUrl|avatarUrl|imageUrl)$/;

/** Every example of the bundled contract (`example`, and the values of `examples`), by where it is. */
function contractExamples(doc: OpenApiDoc): { where: string; value: Json }[] {
  const found: { where: string; value: Json }[] = [];
  const walk = (node: Json, where: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') found.push({ where: `${where}/example`, value });
      else if (key === 'examples' && Array.isArray(value))
        value.forEach((v, i) => found.push({ where: `${where}/examples/${i}`, value: v }));
      else if (key === 'examples' && value && typeof value === 'object') {
        for (const [name, entry] of Object.entries(value))
          found.push({ where: `${where}/examples/${name}`, value: (entry as JsonObject)?.value ?? null });
      } else walk(value, `${where}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(doc, '#');
  return found;
}

/** Calls `visit` for every object inside an example (itself included) and `property` for every property, with paths. */
function eachNode(
  value: Json,
  path: string,
  visit: (object: JsonObject, path: string) => void,
  property: (key: string, value: Json, path: string) => void,
): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) return value.forEach((item, i) => eachNode(item, `${path}[${i}]`, visit, property));
  visit(value, path);
  for (const [key, inner] of Object.entries(value)) {
    property(key, inner, `${path}.${key}`);
    eachNode(inner, `${path}.${key}`, visit, property);
  }
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function successExample(doc: OpenApiDoc, operationId: string): Json | undefined {
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item) as JsonObject[]) {
      if (operation?.operationId !== operationId) continue;
      const responses = (operation.responses ?? {}) as JsonObject;
      const success = Object.entries(responses).find(([code]) => code.startsWith('2'))?.[1] as JsonObject | undefined;
      const media = (success?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
      return media?.example;
    }
  }
  return undefined;
}

/**
 * Expiries in the past, unknown time zones, file URLs off the files host, a person with two names under one identifier,
 * and single examples missing from their lists.
 */
export function checkExampleSense(doc: OpenApiDoc, now = Date.now()): string[] {
  const problems: string[] = [];
  const names = new Map<string, { name: string; where: string }>();
  for (const { where, value } of contractExamples(doc)) {
    const person = (object: JsonObject, path: string) => {
      if (typeof object.identifier !== 'string' || typeof object.firstName !== 'string') return;
      const name = `${object.firstName} ${jsonText(object.lastName)}`;
      const first = names.get(object.identifier);
      if (!first) names.set(object.identifier, { name, where: `${where}${path}` });
      else if (first.name !== name)
        problems.push(`${where}${path}: ${object.identifier} is ${name} here but ${first.name} at ${first.where}`);
    };
    eachNode(value, '', person, (key, inner, path) => {
      if (typeof inner !== 'string') return;
      if (EXPIRY_KEY.test(key) && !Number.isNaN(Date.parse(inner)) && Date.parse(inner) <= now) {
        problems.push(`${where}${path}: the expiry ${inner} is in the past (a client takes it as expired at once)`);
      }
      if (ZONE_KEY.test(key) && !isKnownZone(inner))
        problems.push(`${where}${path}: ${inner} is not an IANA time zone`);
      if (FILE_URL_KEY.test(key) && /^https?:/.test(inner) && new URL(inner).origin !== EXAMPLE_FILES_ORIGIN) {
        problems.push(`${where}${path}: ${inner} is not on the examples' files host ${EXAMPLE_FILES_ORIGIN}`);
      }
    });
  }
  for (const [single, list] of linkedExamples) {
    const id = (successExample(doc, single) as JsonObject | undefined)?.identifier;
    const items = ((successExample(doc, list) as JsonObject | undefined)?.items ?? []) as JsonObject[];
    const listed = items.map(
      (item) => item.identifier ?? ((item.participant as JsonObject | undefined)?.identifier as Json),
    );
    if (typeof id !== 'string' || !listed.includes(id))
      problems.push(
        `${single}'s example ${jsonText(id)} is not in ${list}'s example (${listed.map(jsonText).join(', ') || 'empty'})`,
      );
  }
  return problems;
}
