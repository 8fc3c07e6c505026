import type { MessageId } from './messages';

/** The picture rules of the spec, checked before anything is sent. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MIN_IMAGE_SIDE = 200;

export type ImageProblem = Extract<
  MessageId,
  'profiles.image.invalidType' | 'profiles.image.empty' | 'profiles.image.tooLarge' | 'profiles.image.tooSmall'
>;

/** The type and size rules: an image type only, not empty, at most 10 MB. */
export function fileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'profiles.image.invalidType';
  if (file.size === 0) return 'profiles.image.empty';
  if (file.size > MAX_IMAGE_BYTES) return 'profiles.image.tooLarge';
  return null;
}

/** The dimension rule: at least 200×200; an image the browser cannot decode (null) is not a valid image. */
export function dimensionProblem(size: { width: number; height: number } | null): ImageProblem | null {
  if (!size) return 'profiles.image.invalidType';
  if (size.width < MIN_IMAGE_SIDE || size.height < MIN_IMAGE_SIDE) return 'profiles.image.tooSmall';
  return null;
}

/** The image's pixel size, or null when its bytes are not an image the browser can decode. */
async function measureImage(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Every rule in order (type, size, then the decoded dimensions): the first problem, or null when the file may be cropped. */
export async function imageProblem(file: File, measure = measureImage): Promise<ImageProblem | null> {
  return fileProblem(file) ?? dimensionProblem(await measure(file));
}
