// The containers' HEALTHCHECK (deploy/docker/*.Dockerfile): `node deploy/healthcheck.mjs /health/ready` asks
// this container's own process (PORT) and exits 0 on a 200. The images have no curl; Node has fetch.
const path = process.argv[2] ?? '/health/ready';
const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
