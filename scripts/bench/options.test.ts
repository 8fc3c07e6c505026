import path from 'node:path';
import { repoRoot } from '../lib/run';
import { parseOptions } from './options';

const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  const options = parseOptions(argv, env);
  if (options === 'help') throw new Error('unexpected --help');
  return options;
};

describe('the bench options', () => {
  it('measure the working tree alone, both builds, into bench/results.json by default', () => {
    expect(parse([])).toMatchObject({
      against: undefined,
      builds: ['prod', 'demo'],
      runs: 3,
      out: path.join(repoRoot, 'bench/results.json'),
    });
  });

  it('pair with a ref: the production build, into bench/paired.json', () => {
    expect(parse(['--against', 'HEAD~1'])).toMatchObject({
      against: 'HEAD~1',
      builds: ['prod'],
      out: path.join(repoRoot, 'bench/paired.json'),
    });
    expect(parse([], { BENCH_AGAINST: 'main', BENCH_BUILDS: 'both' })).toMatchObject({
      against: 'main',
      builds: ['prod', 'demo'],
    });
  });

  it('refuse a paired run with fewer than 3 runs per side', () => {
    expect(() => parse(['--against', 'main', '--runs', '2'])).toThrow(/at least 3 runs per side/);
    expect(parse(['--runs', '1']).runs).toBe(1);
  });

  it('take routes from --routes and from the arguments after the options', () => {
    expect(parse(['--against', 'HEAD~1', '--routes', '/', '/login/']).routes).toEqual(['/', '/login/']);
    expect(parse(['--routes', '/,/payment/*']).routes).toEqual(['/', '/payment/*']);
  });
});
