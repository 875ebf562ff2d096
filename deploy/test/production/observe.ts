import { readAccessLog, readErrorLog, type AccessLine } from './nginx';
import type { ProcessName, Stack } from './stack';

/** The access-log line of the request `send` makes (the newest one for that method and path). */
export async function servedBy(
  stack: Stack,
  method: string,
  path: string,
  send: () => Promise<unknown>,
): Promise<ProcessName> {
  const before = readAccessLog(stack.dir).length;
  await send();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const line = readAccessLog(stack.dir)
      .slice(before)
      .find((entry: AccessLine) => entry.method === method && entry.path === path);
    const name = line && stack.nameOf(line.upstream.split(',').pop()!.trim());
    if (name) return name;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no access-log line for ${method} ${path}`);
}

/** The JSON log lines of the named processes that carry request id `id` (waiting a little for them). */
export async function linesNaming(
  stack: Stack,
  names: ProcessName[],
  id: string,
): Promise<Record<string, unknown>[]> {
  const find = () =>
    names
      .flatMap((name) => stack.processes.get(name)!.lines)
      .filter((line) => line.includes(`"reqId":"${id}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (let attempt = 0; attempt < 40 && find().length === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return find();
}

/** Whether nginx's access log has a line for request `id`; nginx writes it after answering, so this waits a little. */
export async function accessLogged(stack: Stack, id: string): Promise<boolean> {
  const find = () => readAccessLog(stack.dir).some((line) => line.request_id === id);
  for (let attempt = 0; attempt < 40 && !find(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return find();
}

/**
 * The one failure the layout allows (docs/production.md, graceful shutdown): a POST sent on a connection nginx
 * opened to `name` in the instant it stopped listening. The kernel resets such a connection from its accept
 * queue, nginx logs the reset and, the request being sent, does not retry a POST. How many such resets nginx
 * logged since line `since` of its error log; any failure beyond one per logged reset is a fault.
 */
export function postResetsFrom(stack: Stack, name: ProcessName, since: number): number {
  return readErrorLog(stack.dir)
    .slice(since)
    .filter(
      (line) =>
        line.includes('(104: Connection reset by peer) while reading response header from upstream') &&
        line.includes('request: "POST ') &&
        stack.nameOf(/upstream: "http:\/\/([^/"]+)/.exec(line)?.[1] ?? '') === name,
    ).length;
}

/** Whether `name` answered a request (below 500) logged after line `since` of nginx's access log. */
export const servesSince = (stack: Stack, name: ProcessName, since: number): boolean =>
  readAccessLog(stack.dir)
    .slice(since)
    .some((line) => stack.nameOf(line.upstream) === name && line.status < 500);
