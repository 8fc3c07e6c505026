/** A square in the source image's pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The saved picture's largest side; a bigger crop is scaled down. */
const MAX_OUTPUT_SIDE = 800;

/** The output size of a crop: the crop's own size, at most MAX_OUTPUT_SIDE, at least 1 pixel. */
export function outputSide(area: PixelArea): number {
  return Math.max(1, Math.min(MAX_OUTPUT_SIDE, Math.round(area.width)));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws the crop of `src` to a canvas and encodes it as JPEG; rejects when any step fails ('Failed to crop image.'). */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  if (!(area.width > 0 && area.height > 0)) throw new Error('Nothing to crop.');
  const image = await loadImage(src);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image.'))), 'image/jpeg', 0.9);
  });
}
