import https from 'node:https';
import { createClient, type RequestOptions } from './https-client';

export interface LoadTarget {
  name: string;
  method: string;
  path: string;
  options?: RequestOptions;
  /** The answers this request may get (anything else, or no answer, is a failed request). */
  expected: number[];
}

/** A request that got an unexpected answer (`status`) or none. */
export interface LoadFailure {
  target: string;
  method: string;
  status?: number;
  message: string;
}

export interface LoadResult {
  served: number;
  failed: number;
  byTarget: Record<string, { served: number; failed: number }>;
  /** Every failed request. */
  failures: LoadFailure[];
}

/**
 * Steady load: `concurrency` clients, each sending the targets in turn over its own kept-alive HTTPS
 * connection to nginx, until stopped. Every answer outside a target's expected statuses is a failure.
 */
export function startLoad(origin: string, ca: Buffer, targets: LoadTarget[], concurrency = 6) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency, ca });
  const request = createClient({ origin, ca, agent });
  const result: LoadResult = { served: 0, failed: 0, byTarget: {}, failures: [] };
  for (const target of targets) result.byTarget[target.name] = { served: 0, failed: 0 };
  let running = true;

  const worker = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const target = targets[turn % targets.length]!;
      const counts = result.byTarget[target.name]!;
      try {
        const answer = await request(target.method, target.path, target.options);
        if (target.expected.includes(answer.status)) {
          counts.served += 1;
          result.served += 1;
        } else {
          counts.failed += 1;
          result.failed += 1;
          result.failures.push({
            target: target.name,
            method: target.method,
            status: answer.status,
            message: answer.text.slice(0, 200),
          });
        }
      } catch (error) {
        counts.failed += 1;
        result.failed += 1;
        result.failures.push({
          target: target.name,
          method: target.method,
          message: (error as Error).message,
        });
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, index) => worker(index));

  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return result;
    },
  };
}
