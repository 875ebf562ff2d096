import { readAccessLog, type AccessLine } from './nginx';
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
