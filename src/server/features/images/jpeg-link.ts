/**
 * The JPEG of a plant's picture, which ad platforms and link previewers accept: the demo catalogue's drawings are SVG and
 * uploads are WebP (`/images/…/*.jpg` renders them, docs/contract.md §9). A picture given as an address
 * elsewhere is passed as it is.
 */
export function jpegImageLink(origin: string, imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const drawing = /^\/images\/(plants|categories)\/([a-z0-9-]+)\.svg$/.exec(imageUrl);
  if (drawing) return `${origin}/images/${drawing[1]}/${drawing[2]}.jpg`;
  const upload = /^\/images\/uploads\/([0-9a-f-]{36})\.webp(?:\?.*)?$/.exec(imageUrl);
  if (upload) return `${origin}/images/uploads/${upload[1]}.jpg?w=800`;
  return imageUrl.startsWith('/') ? `${origin}${imageUrl}` : imageUrl;
}
