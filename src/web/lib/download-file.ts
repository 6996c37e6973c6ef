import { request } from './api.ts';

// File downloads from the API: the bearer token rides in a header, so a plain link cannot carry
// it. The file is fetched by the request helper (token refresh and French errors included), then
// handed to the browser's own download under its original name.

/** Fetches `path` and saves the answer as `fileName`; rejects with the request helper's ApiError. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await request<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Kept a while: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
