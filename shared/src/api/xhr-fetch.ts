export interface UploadProgress {
  loaded: number;
  total: number;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` built on XMLHttpRequest, for the one thing fetch cannot do over HTTP/1.1: report upload
 * progress. Abort (the base query's timeout) and network failures behave as fetch's do.
 */
export function createXhrFetch(onProgress: (progress: UploadProgress) => void) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) =>
        onProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : (body?.byteLength ?? 0),
        });
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      request.signal.addEventListener('abort', abort);
      xhr.send(body);
    });
  };
}
