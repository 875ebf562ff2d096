/** The success half of the one response shape: { success, message, data }. */
export function ok<T>(message: string, data: T): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}
