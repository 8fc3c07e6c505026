/**
 * The image picked in the profile-image modal, handed to the cropper modal. A file cannot travel in the URL, so it
 * waits here (an object URL); the cropper opened without one says so and offers to pick again.
 */
let picked: { url: string; name: string } | null = null;

export function setPickedImage(file: File): void {
  clearPickedImage();
  picked = { url: URL.createObjectURL(file), name: file.name };
}

export function pickedImage(): { url: string; name: string } | null {
  return picked;
}

export function clearPickedImage(): void {
  if (picked) URL.revokeObjectURL(picked.url);
  picked = null;
}
