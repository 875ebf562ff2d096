import fs from 'node:fs';
import path from 'node:path';
import type { Variable, Variables } from '@mwangaza/shared/env';
import { API_SECTIONS } from '@mwangaza/api/config';
import { STATIC_VARIABLES } from '@mwangaza/static-server/config';
import { TOOL_VARIABLES } from './tool-variables';

/**
 * The configuration tables of docs/configuration.md and `api/.env.example`, written from the variables' declarations by
 * `npm run config:docs`; a test fails when the files differ from what this renders.
 */
export const ROOT = path.resolve(__dirname, '../..');
export const CONFIG_DOC = path.join(ROOT, 'docs/configuration.md');
export const ENV_EXAMPLE = path.join(ROOT, 'api/.env.example');
const START =
  '<!-- configuration tables: written by `npm run config:docs` from the declarations; do not edit -->';
const END = '<!-- end of the configuration tables -->';

const code = (value: unknown) => `\`${String(value)}\``;

/** The default in words: the declared text, or the value and its NODE_ENV exceptions. */
function defaultOf(variable: Variable<unknown>, format = code): string {
  if (variable.defaultText) return variable.defaultText;
  const base = variable.default === undefined ? 'none' : format(variable.default);
  const exceptions = Object.entries(variable.defaultFor ?? {}).map(
    ([nodeEnv, value]) => `${nodeEnv}: ${value === undefined ? 'none' : format(value)}`,
  );
  return exceptions.length ? `${base} (${exceptions.join('; ')})` : base;
}

const accepts = (variable: Variable<unknown>) =>
  variable.secret ? `${variable.expected}, never printed` : variable.expected;

/** A Markdown table with its columns padded, as Prettier writes them. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), ''];
}

const rowsOf = (variables: Variables, cells: (name: string, variable: Variable<unknown>) => string[]) =>
  Object.entries(variables).map(([name, variable]) => cells(code(name), variable));

/** The tables: the API's by topic, the static servers', the commands'. */
export function renderTables(): string {
  const lines = [START, '', '### The API (`api/src/config/`, topics in `api-variables.ts`)', ''];
  for (const [topic, variables] of Object.entries(API_SECTIONS)) {
    lines.push(`**${topic}**`, '');
    lines.push(
      ...table(
        ['variable', 'default', 'accepts', 'meaning'],
        rowsOf(variables, (name, variable) => [
          name,
          defaultOf(variable),
          accepts(variable),
          variable.description,
        ]),
      ),
    );
  }
  lines.push('### The static servers (`static-server/src/config/static-variables.ts`)', '');
  lines.push(
    ...table(
      ['variable', 'read by', 'default', 'accepts', 'meaning'],
      rowsOf(STATIC_VARIABLES, (name, variable) => [
        name,
        variable.readBy?.join(', ') ?? 'all three',
        defaultOf(variable),
        accepts(variable),
        variable.description,
      ]),
    ),
  );
  lines.push('### Commands (`scripts/config/tool-variables.ts`)', '');
  lines.push(
    ...table(
      ['variable', 'used by', 'default', 'meaning'],
      rowsOf(TOOL_VARIABLES, (name, variable) => [
        name,
        (variable.readBy ?? []).map(code).join(', '),
        defaultOf(variable),
        variable.description,
      ]),
    ),
  );
  lines.push(END);
  return lines.join('\n');
}

/** docs/configuration.md with its tables written afresh. */
export function renderConfigDoc(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no "${START}" … "${END}" block`);
  return doc.slice(0, start) + renderTables() + doc.slice(end + END.length);
}

/** `# text` wrapped at 110 columns. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > 110) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** api/.env.example: every API variable with its description and default, by topic. */
export function renderEnvExample(): string {
  const lines = [
    '# Mwangaza Analytics API: every environment variable it reads. Written by `npm run config:docs` from',
    '# api/src/config/*-variables.ts: do not edit by hand. All are optional outside production.',
    '# The API reads the process environment (no .env loader); `npm run check-config -- --env-file <file>`',
    '# checks a file like this one. Commented out: no default, or one that depends on NODE_ENV.',
  ];
  for (const [topic, variables] of Object.entries(API_SECTIONS)) {
    lines.push('', `# --- ${topic} ${'-'.repeat(Math.max(3, 100 - topic.length))}`);
    for (const [name, variable] of Object.entries(variables)) {
      const defaults = defaultOf(variable, String).replace(/`/g, '');
      lines.push(
        ...comment(
          `${variable.description.replace(/`/g, '')}. Accepts ${accepts(variable)}; default ${defaults}.`,
        ),
      );
      // Set only where the default is the same in every environment: copied to production, it stays right.
      const assignment = `${name}=${variable.default === undefined ? '' : String(variable.default)}`;
      lines.push(variable.default === undefined || variable.defaultFor ? `# ${assignment}` : assignment);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes both files; returns the ones that changed. */
export function writeConfigDocs(): string[] {
  const changed: string[] = [];
  for (const [file, render] of [
    [CONFIG_DOC, () => renderConfigDoc(fs.readFileSync(CONFIG_DOC, 'utf8'))],
    [ENV_EXAMPLE, renderEnvExample],
  ] as const) {
    const next = render();
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === next) continue;
    fs.writeFileSync(file, next);
    changed.push(path.relative(ROOT, file));
  }
  return changed;
}
