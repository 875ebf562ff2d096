import { Type } from 'typebox';

/** The success half of the one response shape: { success, message, data }. */
export function ok<T>(message: string, data: T): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}

/** The schema of `done`'s answer: a success with a message and no data. */
export const DoneEnvelope = Type.Object({ success: Type.Literal(true), message: Type.String() });
