// The contract checks must be able to fail: break a temporary copy of the contract and watch them catch it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakingVerdict, findBreakingChanges } from './lib/breaking';
import { bundleContract, checkCoverage, checkStructure, majorVersion, type OpenApiDoc } from './lib/contract';
import { checkExamples } from './lib/examples';
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

  it('has no breaking change against itself', () => {
    expect(findBreakingChanges(current, current)).toEqual([]);
  });
});

describe('a broken copy fails the checks', () => {
  it('a file download passes only while every success type is a file type of binary bytes', () => {
    const html = bundleEdited({
      'paths/files.yaml': (doc) => (doc['/files/{id}'].get.responses['200'].content['text/html'] = { schema: { type: 'string' } }),
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
    expect(findBreakingChanges(current, edited)).toContain('removed operation POST /booking/{id}/cancel (cancelBooking)');
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
    expect(breaks.some((b) => b.startsWith('GET /booking/{id} response.status: enum narrowed, lost ["cancelled"]'))).toBe(true);
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
    const sameMajor = bundleEdited({ ...removeCancel, 'openapi.yaml': (doc) => { removeCancel['openapi.yaml'](doc); doc.info.version = '1.1.0'; } });
    expect(breakingVerdict(current, sameMajor).allowed).toBe(false);
    const bumped = bundleEdited({ ...removeCancel, 'openapi.yaml': (doc) => { removeCancel['openapi.yaml'](doc); doc.info.version = '2.0.0'; } });
    expect(majorVersion(bumped)).toBe(majorVersion(current) + 1);
    expect(breakingVerdict(current, bumped)).toMatchObject({ allowed: true, breaks: ['removed operation POST /booking/{id}/cancel (cancelBooking)'] });
  });

  it('an example that does not match its schema fails the example check (check 5)', async () => {
    const zod = (await import('../generated/zod/index.zod')) as Record<string, unknown>;
    expect(checkExamples(current, zod).problems).toEqual([]);
    const edited = bundleEdited({
      'paths/wallet.yaml': (doc) => {
        doc['/wallet/balance'].get.responses['200'].content['application/json'].example = { balance: 'lots', currencyCode: 'NGN' };
      },
    });
    const { problems } = checkExamples(edited, zod);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^GET \/wallet\/balance: example does not parse with GetWalletBalanceResponse: balance:/);
  });
});
