import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lazyPartsThatWaitForMessages } from './start-messages.ts';

describe('the lazy parts that wait for their messages (npm run check:size)', () => {
  it('are found however Prettier breaks the call', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-parts-'));
    fs.mkdirSync(path.join(root, 'src'));
    for (const name of ['Extras', 'Modal', 'Whole', 'Described'])
      fs.writeFileSync(path.join(root, 'src', `${name}.tsx`), '');
    fs.writeFileSync(
      path.join(root, 'src', 'page.tsx'),
      [
        'const Extras = lazy(',
        "  withAreas(['extras', 'notes'], () =>",
        "    import('./Extras').then((m) => ({ default: m.Extras })),",
        '  ),',
        ');',
        "const modal = lazyModal(() => import('./Modal'));",
        'const Whole = lazy(withAllMessages(() =>',
        "  import('./Whole')));",
        "defineModal({ name: 'described', params: {}, load: () => import('./Described') });",
      ].join('\n'),
    );
    const found = lazyPartsThatWaitForMessages(root, ['common']);
    expect(Object.fromEntries(found)).toEqual({
      'src/Extras.tsx': ['common', 'extras', 'notes'],
      'src/Modal.tsx': 'all',
      'src/Whole.tsx': 'all',
      'src/Described.tsx': 'all',
    });
  });
});
