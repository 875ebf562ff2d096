import type { Env, Source, Variable } from '@mwangaza/shared/env';
import { misspeltVariables } from './misspelt';
import { KNOWN_NAMES, PROCESSES, type ProcessConfig } from './processes';

/** A value as check-config may print it: secrets by their length only, passwords in URLs masked. */
export function shownValue(variable: Variable<unknown>, value: unknown, source: Source): string {
  const plain = (text: string) => text.replace(/`/g, '');
  if (source === 'unset') return variable.defaultText ? `– ${plain(variable.defaultText)}` : '–';
  const text = String(value);
  if (variable.secret) return `(hidden: ${text.length} characters)`;
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:****@');
}

export interface ConfigReport {
  /** What to print: each process's effective configuration, then every problem. */
  text: string;
  problems: string[];
}

function section(process: ProcessConfig, env: Env): { lines: string[]; problems: string[] } {
  const { effective, problems } = process.check(env);
  const width = Math.max(...Object.keys(process.variables).map((name) => name.length)) + 2;
  const lines = [process.title];
  for (const [name, variable] of Object.entries(process.variables)) {
    const { value, source } = effective[name] ?? { value: undefined, source: 'unset' as const };
    const shown = shownValue(variable, value, source);
    lines.push(`  ${name.padEnd(width)}${shown.padEnd(40)} ${source}`);
  }
  return { lines, problems };
}

/**
 * The effective configuration of each process (or only those named) read from `env`, secrets masked,
 * and every problem: a refused or missing value, and a variable the project does not read that looks like a
 * misspelling of one it does.
 */
export function configReport(env: Env, only?: readonly string[]): ConfigReport {
  const chosen = PROCESSES.filter((process) => !only?.length || only.includes(process.id));
  const out: string[] = [`NODE_ENV=${env.NODE_ENV?.trim() || '(unset: development)'}`, ''];
  // The same problem in the three static servers is told once, naming them.
  const byProblem = new Map<string, string[]>();
  for (const process of chosen) {
    const { lines, problems } = section(process, env);
    out.push(...lines, '');
    for (const problem of problems) byProblem.set(problem, [...(byProblem.get(problem) ?? []), process.id]);
  }
  const problems = [...byProblem].map(([problem, ids]) => `${ids.join(', ')}: ${problem}`);
  for (const { name, likely } of misspeltVariables(env, KNOWN_NAMES))
    problems.push(`${name} is set but no process reads it: did you mean ${likely}?`);
  out.push(
    problems.length ? `${problems.length} problem(s):` : 'No problems found.',
    ...problems.map((problem) => `  ✖ ${problem}`),
  );
  return { text: out.join('\n'), problems };
}
