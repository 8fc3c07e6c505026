import { config } from 'zod';
import { keepZodFromEval } from './zod-jitless';

it('turns on Zod’s jitless mode, which Zod reads from its shared settings', () => {
  const before = config().jitless;
  keepZodFromEval();
  expect(config().jitless).toBe(true);
  config({ jitless: before });
});
