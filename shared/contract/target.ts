/** Who makes a call: no session, or a signed-in account of that role. */
export type Caller = 'anonymous' | 'user' | 'editor' | 'admin';

/** One implementation of the API contract, reached over fetch. */
export interface ContractTarget {
  /** Absolute URL of the API's base path, e.g. `http://127.0.0.1:52311/api`. */
  apiBase: string;
  /** An access token per signed-in role. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** An admin account's credentials (login, refresh, logout). */
  admin: { email: string; password: string };
}

export interface ContractResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  as?: Caller;
  body?: unknown;
  /** Sent as is (multipart uploads). */
  form?: FormData;
  headers?: Record<string, string>;
}

export type Call = (method: string, path: string, options?: CallOptions) => Promise<ContractResponse>;

/** Calls `path` (relative to the API base) the way the shared slice does: JSON bodies, bearer token. */
export function caller(target: () => ContractTarget): Call {
  return async (method, path, options = {}) => {
    const { apiBase, tokens } = target();
    const headers = new Headers(options.headers);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
    if (options.as && options.as !== 'anonymous')
      headers.set('Authorization', `Bearer ${tokens[options.as]}`);
    const response = await fetch(`${apiBase}${path}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: type.includes('json') && text ? JSON.parse(text) : text,
    };
  };
}
