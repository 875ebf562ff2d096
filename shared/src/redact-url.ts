/**
 * A URL as the logs may keep it: one-time tokens redacted. The API's request log and the static servers'
 * use it alike (nginx's access log keeps paths without their query and masks the same path tokens).
 */

/** Secrets a query string can carry (the console's password-reset and invitation links). */
const SECRET_PARAMS = /([?&](?:token|code|key|secret|password)=)[^&#]*/gi;

/**
 * A staff preview's token, which is its path's last segment: the page `/preview/<collection>/<token>` and
 * the API's `/api/<collection>/preview/<token>`.
 */
const PREVIEW_TOKEN = /^(\/+(?:preview\/[^/?#]+|api\/[^/?#]+\/preview)\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  const path = url.replace(PREVIEW_TOKEN, '$1[redacted]');
  return path.includes('?') ? path.replace(SECRET_PARAMS, '$1[redacted]') : path;
}
