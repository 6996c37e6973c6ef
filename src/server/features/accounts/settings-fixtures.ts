import sharp from 'sharp';

// Accounts, part settings (issue 17): what the settings' API tests and the route suites send.

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartBody(field: string, fileName: string, type: string, bytes: Buffer) {
  const boundary = `----jang${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A plain PNG picture of this size. */
export const pngPicture = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
