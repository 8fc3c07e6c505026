// The contract checks must be able to fail: break a temporary copy of the contract and watch them catch it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakingVerdict, findBreakingChanges } from './lib/breaking';
import { bundleContract, checkCoverage, checkStructure, majorVersion, type OpenApiDoc } from './lib/contract';
import { checkExampleSense, EXAMPLE_FILES_ORIGIN } from './lib/example-sense';
import { checkExamples } from './lib/examples';
import { checkRequestStringLimits } from './lib/limits';
import { repoRoot } from './lib/run';

const inventory = fs.readFileSync(path.join(repoRoot, 'openapi/spec-calls.tsv'), 'utf8');

type YamlDoc = Record<string, any>;
type Edit = (doc: YamlDoc) => void;

/** Copies openapi/ to a temp dir, applies each edit to its YAML file there, returns the bundled result. */
function bundleEdited(edits: Record<string, Edit>): OpenApiDoc {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-copy-'));
  fs.cpSync(path.join(repoRoot, 'openapi'), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const doc = YAML.parse(fs.readFileSync(target, 'utf8'));
    edit(doc);
    fs.writeFileSync(target, YAML.stringify(doc));
  }
  return bundleContract(path.join(dir, 'openapi.yaml'));
}

let current: OpenApiDoc;
beforeAll(() => {
  current = bundleContract(path.join(repoRoot, 'openapi/openapi.yaml'));
});

describe('the contract as committed', () => {
  it('covers every spec call and passes the structure rules', () => {
    const coverage = checkCoverage(current, inventory);
    expect(coverage.total).toBe(105);
    expect(coverage.missing).toEqual([]);
    expect(checkStructure(current)).toEqual([]);
  });

  it('bounds every string a client sends (issue 32: a 100 KB contact name was accepted)', () => {
    expect(checkRequestStringLimits(current)).toEqual([]);
  });

  it('has no breaking change against itself', () => {
    expect(findBreakingChanges(current, current)).toEqual([]);
  });
});

describe('a broken copy fails the checks', () => {
  it('a file download passes only while every success type is a file type of binary bytes', () => {
    const html = bundleEdited({
      'paths/files.yaml': (doc) =>
        (doc['/files/{id}'].get.responses['200'].content['text/html'] = { schema: { type: 'string' } }),
    });
    expect(checkStructure(html)).toEqual(['GET /files/{id}: no 2xx application/json response schema']);
  });

  it('a deleted operation fails coverage (check 2) and the breaking-change check (check 4)', () => {
    const edited = bundleEdited({
      'paths/bookings.yaml': (doc) => delete doc['/booking/{id}/cancel'],
      'openapi.yaml': (doc) => delete doc.paths['/booking/{id}/cancel'],
    });
    const coverage = checkCoverage(edited, inventory);
    expect(coverage.covered).toBe(104);
    expect(coverage.missing).toEqual(['POST /booking/{id}/cancel']);
    expect(findBreakingChanges(current, edited)).toContain(
      'removed operation POST /booking/{id}/cancel (cancelBooking)',
    );
  });

  it('a removed response field, a retyped field, a new required request field and a narrowed enum are breaking', () => {
    const edited = bundleEdited({
      'schemas/bookings.yaml': (doc) => {
        delete doc.Booking.properties.feedbackProvided;
        doc.Booking.required = doc.Booking.required.filter((f: string) => f !== 'feedbackProvided');
        doc.Booking.properties.isFree = { type: 'string' };
        doc.CancelBookingRequest.required = ['note'];
        doc.BookingStatus.enum = ['pending', 'confirmed'];
      },
    });
    const breaks = findBreakingChanges(current, edited);
    expect(breaks).toContain('GET /booking/{id} response: removed field feedbackProvided');
    expect(breaks).toContain('GET /booking/{id} response.isFree: retyped from boolean to string');
    expect(breaks).toContain('POST /booking/{id}/cancel request body: new required field note');
    expect(
      breaks.some((b) => b.startsWith('GET /booking/{id} response.status: enum narrowed, lost ["cancelled"]')),
    ).toBe(true);
  });

  it('a request string without maxLength fails the limits check', () => {
    const edited = bundleEdited({
      'schemas/user.yaml': (doc) => {
        delete doc.ContactFormRequest.properties.firstName.maxLength;
        doc.ChangeEmailRequest.properties.email = { type: 'string', format: 'email' };
      },
      'schemas/common.yaml': (doc) => {
        delete doc.Month.maxLength;
      },
      'parameters/common.yaml': (doc) => {
        delete doc.Cursor.schema.maxLength;
      },
    });
    const problems = checkRequestStringLimits(edited);
    expect(problems).toEqual(
      expect.arrayContaining([
        'POST /contact application/json body.firstName: a string without maxLength (or an enum, or a date/binary format)',
        'POST /user/profile/change-email application/json body.email: a string without maxLength (or an enum, or a date/binary format)',
        'POST /provider/experience application/json body.startDate: a string without maxLength (or an enum, or a date/binary format)',
        'GET /messages/chat-list query parameter cursor: a string without maxLength (or an enum, or a date/binary format)',
      ]),
    );
    expect(problems.some((p) => p.startsWith('POST /contact application/json body.message'))).toBe(false);
  });

  it('a new enum on a free value is breaking, unless the server enforced it before (x-enforced-before)', () => {
    const toEnum = (enforced: boolean) =>
      bundleEdited({
        'schemas/bookings.yaml': (doc) => {
          doc.CancelBookingRequest.properties.note = {
            type: 'string',
            maxLength: 400,
            enum: ['a', 'b'],
            ...(enforced ? { 'x-enforced-before': true } : {}),
          };
        },
      });
    expect(findBreakingChanges(current, toEnum(false))).toContain(
      'POST /booking/{id}/cancel request body.note: narrowed to enum ["a","b"]',
    );
    expect(findBreakingChanges(current, toEnum(true))).toEqual([]);
    const lostUsState = bundleEdited({
      'schemas/provider.yaml': (doc) => (doc.UsStateIdentifier.enum = doc.UsStateIdentifier.enum.slice(1)),
    });
    expect(findBreakingChanges(current, lostUsState)).toContain(
      'POST /provider/license-states request body.stateIdentifiers[]: enum narrowed, lost ["st_al"]',
    );
  });

  it('an additive change is not breaking', () => {
    const edited = bundleEdited({
      'schemas/bookings.yaml': (doc) => {
        doc.Booking.properties.meetingLink = { type: 'string' };
        doc.CancelBookingRequest.properties.reason = { type: 'string' };
      },
    });
    expect(findBreakingChanges(current, edited)).toEqual([]);
  });

  it('a raised major version is what allows a breaking change', () => {
    const removeCancel = {
      'paths/bookings.yaml': (doc: YamlDoc) => delete doc['/booking/{id}/cancel'],
      'openapi.yaml': (doc: YamlDoc) => delete doc.paths['/booking/{id}/cancel'],
    };
    const sameMajor = bundleEdited({
      ...removeCancel,
      'openapi.yaml': (doc) => {
        removeCancel['openapi.yaml'](doc);
        doc.info.version = '1.1.0';
      },
    });
    expect(breakingVerdict(current, sameMajor).allowed).toBe(false);
    const bumped = bundleEdited({
      ...removeCancel,
      'openapi.yaml': (doc) => {
        removeCancel['openapi.yaml'](doc);
        doc.info.version = '2.0.0';
      },
    });
    expect(majorVersion(bumped)).toBe(majorVersion(current) + 1);
    expect(breakingVerdict(current, bumped)).toMatchObject({
      allowed: true,
      breaks: ['removed operation POST /booking/{id}/cancel (cancelBooking)'],
    });
  });

  it('an example that does not match its schema fails the example check (check 5)', async () => {
    const zod = (await import('../generated/zod/index.zod')) as Record<string, unknown>;
    expect(checkExamples(current, zod).problems).toEqual([]);
    const edited = bundleEdited({
      'paths/wallet.yaml': (doc) => {
        doc['/wallet/balance'].get.responses['200'].content['application/json'].example = {
          balance: 'lots',
          currencyCode: 'NGN',
        };
      },
    });
    const { problems } = checkExamples(edited, zod);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^GET \/wallet\/balance: example does not parse with GetWalletBalanceResponse: balance:/,
    );
  });

  it('an example token whose expiry has passed fails the example-sense check (check 6)', () => {
    expect(checkExampleSense(current)).toEqual([]);
    const login = (doc: YamlDoc) => doc['/user/login'].post.responses['200'].content['application/json'].example;
    const expired = bundleEdited({ 'paths/user.yaml': (doc) => void (login(doc).expiresAt = '2025-07-01T12:00:00Z') });
    expect(checkExampleSense(expired)).toEqual([
      '#/paths/~1user~1login/post/responses/200/content/application~1json/example.expiresAt: the expiry 2025-07-01T12:00:00Z is in the past (a client takes it as expired at once)',
    ]);
    // The check reads the clock: the committed expiry fails once its day has come.
    expect(checkExampleSense(current, Date.parse('2100-01-01T00:00:00Z'))).toHaveLength(1);
  });

  it('an unknown time zone, a picture off the files host, two names for one person and an unlisted entity fail check 6', () => {
    const edited = bundleEdited({
      'paths/user.yaml': (doc) =>
        void (doc['/user/timezone'].get.responses['200'].content['application/json'].example.timezone =
          'Mars/Olympus_Mons'),
      'paths/client.yaml': (doc) => {
        const client = doc['/client'].get.responses['200'].content['application/json'].example;
        client.photoUrl = 'https://elsewhere.example.org/cl_01.jpg';
        client.firstName = 'Tunde';
      },
      'paths/wallet.yaml': (doc) =>
        void (doc['/wallet/transactions/{id}'].get.responses['200'].content['application/json'].example.identifier =
          'txn_99'),
    });
    const problems = checkExampleSense(edited);
    expect(problems).toContain(
      '#/paths/~1user~1timezone/get/responses/200/content/application~1json/example.timezone: Mars/Olympus_Mons is not an IANA time zone',
    );
    expect(problems).toContain(
      `#/paths/~1client/get/responses/200/content/application~1json/example.photoUrl: https://elsewhere.example.org/cl_01.jpg is not on the examples' files host ${EXAMPLE_FILES_ORIGIN}`,
    );
    expect(problems.some((p) => p.includes('cl_01 is Tunde Doe here but John Doe'))).toBe(true);
    expect(problems).toContain(
      "getWalletTransaction's example txn_99 is not in listWalletTransactions's example (txn_03, txn_02, txn_01)",
    );
  });
});
