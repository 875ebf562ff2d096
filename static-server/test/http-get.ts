import http from 'node:http';

export interface RawResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent (still compressed when the server compressed it). */
  rawPayload: Buffer;
  body: string;
}

/** A GET that, unlike fetch, leaves compressed bodies compressed so the encoding can be checked. */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          rawPayload,
          body: rawPayload.toString(),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
