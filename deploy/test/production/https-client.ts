import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape of its endpoint
  json(): any;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with its own content-type in headers). */
  body?: Buffer;
  token?: string;
}

export interface ClientOptions {
  /** https://localhost:PORT (nginx) or http://127.0.0.1:PORT (a process directly, or nginx's HTTP port). */
  origin: string;
  /** The test's own certificate authority: its self-signed certificate. */
  ca?: Buffer;
  /** The address the client connects from (127.0.0.2 ...: another client as far as nginx can tell). */
  localAddress?: string;
  agent?: http.Agent;
}

export type Client = (method: string, path: string, options?: RequestOptions) => Promise<Answer>;

/** A client of the site as a browser would be one: its own address, the site's certificate trusted. */
export function createClient(client: ClientOptions): Client {
  const url = new URL(client.origin);
  const transport = url.protocol === 'https:' ? https : http;
  return (method, path, options = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { ...options.headers };
      let body = options.body;
      if (options.json !== undefined) {
        body = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] = 'application/json';
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (body) headers['content-length'] = String(body.length);
      const request = transport.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers,
          ca: client.ca,
          servername: url.hostname,
          localAddress: client.localAddress,
          agent: client.agent ?? false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const buffer = Buffer.concat(chunks);
            const text = buffer.toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: buffer,
              text,
              json: () => JSON.parse(text),
            });
          });
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.on('error', reject);
      request.end(body);
    });
}

/** A multipart/form-data body with one file, as the console's media upload sends it. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----mwangaza${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
