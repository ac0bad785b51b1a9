/** How a batch is cut for its provider (plain numbers, shared with the benchmarks that post the same pages raw). */

/** Messages per provider call. */
export const DEFAULT_PAGE_SIZE = 500;
/** Pages submitted at once: the provider round trip and the row writes of one page overlap the others'. */
export const PARALLEL_PAGES = 4;
