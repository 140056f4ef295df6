import { authFetch } from '../../auth/session-renewal';

// Files the report screen downloads: the metrics CSV (text from GraphQL) and the PDF, which is a GET with
// the bearer token (a plain link cannot carry it), so it is fetched and handed to the browser as a blob.

/** Hands a blob to the browser as a download. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name a Content-Disposition header gives, or the fallback. */
function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** The legacy envelope's message of a failed answer, or its status text. */
async function failureText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: a proxy's error page; the status says enough.
  }
  return `The PDF could not be downloaded (${response.status} ${response.statusText}).`.replace(' )', ')');
}

/** Downloads a saved report's PDF (with the session's one refresh path); throws with the server's message. */
export async function downloadPdf(pdfPath: string, format: 'A4' | 'Letter', fallbackName: string): Promise<void> {
  const response = await authFetch(`${pdfPath}?format=${format}`);
  if (!response.ok) throw new Error(await failureText(response));
  saveBlob(filenameOf(response, fallbackName), await response.blob());
}
