import { describe, expect, it } from 'vitest';
import { Db } from '../db';
import { buildHandlers } from './';
import { contractOperations } from '../lib/contract-check';

describe('the offline backend', () => {
  it('answers every operation of the contract', () => {
    const { routes } = buildHandlers({ db: new Db(), baseUrl: 'http://api.mock' });
    const missing = contractOperations().filter((op) => !routes.includes(op));
    expect(missing).toEqual([]);
  });
});
