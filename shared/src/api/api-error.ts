/** The one error shape of every hook: the server's message, unchanged, with its status. */
export interface ApiError {
  status: number | 'TIMEOUT' | 'NETWORK';
  message: string;
  /** The envelope's data on a refusal that explains itself (e.g. 412: who saved the current copy). */
  data?: unknown;
}

/** Used only when the server gave no message of its own. */
export const FALLBACK_MESSAGES = {
  timeout: 'Request timed out',
  network: 'Network error: could not reach the server',
  failed: 'Request failed',
} as const;

export function isApiError(error: unknown): error is ApiError {
  if (!error || typeof error !== 'object') return false;
  const { status, message } = error as Record<string, unknown>;
  return (
    (typeof status === 'number' || status === 'TIMEOUT' || status === 'NETWORK') &&
    typeof message === 'string'
  );
}

/** True when the message came from the API's envelope rather than from our fallbacks. */
export function hasServerMessage(error: unknown): error is ApiError & { status: number } {
  return (
    isApiError(error) &&
    typeof error.status === 'number' &&
    error.message !== '' &&
    error.message !== FALLBACK_MESSAGES.failed
  );
}

/**
 * The rule of every screen: the server's message if it sent one, else the screen's own
 * fallback ('Failed to load services', 'Failed to send message. Please try again.', ...).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  return hasServerMessage(error) ? error.message : fallback;
}
