/** `${apiBase}${path}`, with the API base from the page's runtime config (default /api). */
export function apiUrl(path: string): string {
  const config = (window as unknown as { __MWANGAZA_CONFIG__?: { apiBase?: string } }).__MWANGAZA_CONFIG__;
  const base = new URL(config?.apiBase?.trim() || '/api', window.location.href).href.replace(/\/+$/, '');
  return `${base}${path}`;
}
