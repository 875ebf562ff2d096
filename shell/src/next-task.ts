/**
 * Resolves in a new task: the work after `await nextTask()` runs apart from the work before it, so that
 * neither holds the main thread long on a phone (the browser can handle a tap and paint in between).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
