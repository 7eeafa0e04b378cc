/** A multipart/form-data body with one file, for `app.inject` (what a browser's FormData sends). */
export function multipartFile(
  content: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nabta${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'plant.jpg'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
