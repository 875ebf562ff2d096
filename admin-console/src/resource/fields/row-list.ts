/**
 * Pure helpers for the editable string lists of the admin forms (results, features, values).
 * Rows start with one empty row, removing the last row leaves one empty row,
 * blank rows are dropped on save.
 */
export function initialRows(rows?: readonly string[]): string[] {
  return rows && rows.length > 0 ? [...rows] : [''];
}

export function addRow(rows: readonly string[]): string[] {
  return [...rows, ''];
}

export function removeRow(rows: readonly string[], index: number): string[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length > 0 ? next : [''];
}

export function updateRow(rows: readonly string[], index: number, value: string): string[] {
  return rows.map((row, i) => (i === index ? value : row));
}

/** Trimmed, non-blank rows: what the API receives. */
export function cleanRows(rows: readonly string[]): string[] {
  return rows.map((row) => row.trim()).filter((row) => row.length > 0);
}
