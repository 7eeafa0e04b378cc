/** The server works on photos of at most 1280 px: sending more only costs the visitor's data plan. */
export const UPLOAD_MAX_SIDE = 1280;
/** Smaller files that already fit are sent as they are. */
const SEND_AS_IS_BYTES = 1_500_000;
const SEND_AS_IS_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The spec's rule: image files only (the server checks the bytes again). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Width and height scaled to fit `max` on the longest side (never enlarged). */
export function fitWithin(width: number, height: number, max = UPLOAD_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Downsizes a large photo in the browser (canvas, EXIF orientation applied) to a JPEG of at most
 * UPLOAD_MAX_SIDE px before it is uploaded: a 12 MP phone photo goes from ~4 MB to ~250 kB. A
 * photo the browser cannot decode (e.g. HEIC outside Safari) is sent as it is; the server decides.
 */
export async function downscaleForUpload(file: File): Promise<{ blob: Blob; filename: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, filename: file.name };
  }
  try {
    const fits = Math.max(bitmap.width, bitmap.height) <= UPLOAD_MAX_SIDE;
    if (fits && file.size <= SEND_AS_IS_BYTES && SEND_AS_IS_TYPES.includes(file.type)) return { blob: file, filename: file.name };
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, filename: file.name };
    context.fillStyle = '#ffffff'; // transparent PNGs become white, as on the server
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    return blob ? { blob, filename: file.name.replace(/\.[^.]*$/, '') + '.jpg' } : { blob: file, filename: file.name };
  } finally {
    bitmap.close();
  }
}
