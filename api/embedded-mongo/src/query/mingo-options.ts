import type { Options } from 'mingo/types';

/** Shared mingo settings: never run user-supplied JavaScript ($where, $function, $accumulator). */
export const queryOptions: Partial<Options> = { scriptEnabled: false };
