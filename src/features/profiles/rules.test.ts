import { ApiError } from '../../lib/errors';
import { outputSide } from './crop';
import { dimensionProblem, fileProblem, imageProblem, MAX_IMAGE_BYTES } from './image-rules';
import { allOnFields, serverFieldErrors } from './server-errors';
import { snapZoom, zoomForKey } from './zoom';

describe('picture checks before sending', () => {
  it('image types only, at most 10 MB', () => {
    expect(fileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(fileProblem({ type: 'text/plain', size: 1 })).toBe('profiles.image.invalidType');
    expect(fileProblem({ type: '', size: 1 })).toBe('profiles.image.invalidType');
    expect(fileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('profiles.image.tooLarge');
  });

  it('zero-byte files are accepted: an empty picture is refused as empty, before it is decoded or sent', async () => {
    expect(fileProblem({ type: 'image/jpeg', size: 0 })).toBe('profiles.image.empty');
    const measure = vi.fn(async () => ({ width: 400, height: 400 }));
    expect(await imageProblem(new File([], 'me.jpg', { type: 'image/jpeg' }), measure)).toBe('profiles.image.empty');
    expect(measure).not.toHaveBeenCalled();
  });

  it('at least 200×200; bytes that do not decode are not an image', () => {
    expect(dimensionProblem({ width: 200, height: 200 })).toBeNull();
    expect(dimensionProblem({ width: 400, height: 300 })).toBeNull();
    expect(dimensionProblem({ width: 199, height: 400 })).toBe('profiles.image.tooSmall');
    expect(dimensionProblem({ width: 400, height: 199 })).toBe('profiles.image.tooSmall');
    expect(dimensionProblem(null)).toBe('profiles.image.invalidType');
  });

  it('checks type and size before decoding, and the decoded size after', async () => {
    const measure = vi.fn(async () => ({ width: 100, height: 100 }));
    expect(await imageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }), measure)).toBe(
      'profiles.image.invalidType',
    );
    expect(measure).not.toHaveBeenCalled();
    expect(await imageProblem(new File(['x'], 'a.png', { type: 'image/png' }), measure)).toBe(
      'profiles.image.tooSmall',
    );
    expect(await imageProblem(new File(['not a png'], 'fake.png', { type: 'image/png' }), async () => null)).toBe(
      'profiles.image.invalidType',
    );
  });
});

describe('zoom', () => {
  it('stays within 1 to 3 on the 0.1 grid', () => {
    expect(snapZoom(0.5)).toBe(1);
    expect(snapZoom(1.04)).toBe(1);
    expect(snapZoom(1.06)).toBe(1.1);
    expect(snapZoom(2.95)).toBe(3);
    expect(snapZoom(7)).toBe(3);
    expect(snapZoom(Number.NaN)).toBe(1);
  });

  it('+ and - step by 0.1; other keys are not zoom keys', () => {
    expect(zoomForKey('+', 1)).toBe(1.1);
    expect(zoomForKey('=', 2.9)).toBe(3);
    expect(zoomForKey('+', 3)).toBe(3);
    expect(zoomForKey('-', 1.5)).toBe(1.4);
    expect(zoomForKey('-', 1)).toBe(1);
    expect(zoomForKey('ArrowUp', 1)).toBeNull();
  });

  it('draws the crop at its own size, at most 800 pixels', () => {
    expect(outputSide({ x: 0, y: 0, width: 300, height: 300 })).toBe(300);
    expect(outputSide({ x: 0, y: 0, width: 2400, height: 2400 })).toBe(800);
    expect(outputSide({ x: 0, y: 0, width: 0.2, height: 0.2 })).toBe(1);
  });
});

describe('server refusals on their fields', () => {
  const fields = ['userName', 'stateIdentifier', 'therapyIdentifiers'] as const;
  const taken = new ApiError(409, { message: 'This user name is already taken.', code: 'USERNAME_TAKEN' }, 'x');
  const state = new ApiError(
    400,
    {
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      errors: ['stateIdentifier: Lagos is not in United Kingdom'],
    },
    'x',
  );

  it('a taken userName (409) and a state outside the country (400) go to their fields', () => {
    expect(serverFieldErrors(taken, fields)).toEqual({ userName: 'This user name is already taken.' });
    expect(serverFieldErrors(state, fields)).toEqual({ stateIdentifier: 'Lagos is not in United Kingdom' });
    expect(allOnFields(taken, fields)).toBe(true);
    expect(allOnFields(state, fields)).toBe(true);
  });

  it('list entries map to the list; problems of other fields stay with the toast', () => {
    const list = new ApiError(400, { errors: ['therapyIdentifiers.0: unknown th_x', 'bio: too long'] }, 'x');
    expect(serverFieldErrors(list, fields)).toEqual({ therapyIdentifiers: 'unknown th_x' });
    expect(allOnFields(list, fields)).toBe(false);
    expect(allOnFields(new ApiError(500, { message: 'boom' }, 'x'), fields)).toBe(false);
    expect(serverFieldErrors(new Error('x'), fields)).toEqual({});
  });
});
