// A chunk asked for once and shared by every caller; a failed one is asked for again by the next
// caller, never remembered as failed (offline for a moment, a deploy that replaced the files).
// One home for what seven modules wrote by hand: ky, the translator, the date picker, the chat's
// popup, a popup's view, the wishlist's and the data stores' press code.

/** `load` run once, its promise shared; after it fails, the next call runs it again. */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((cause: unknown) => {
      pending = undefined;
      throw cause;
    });
    return pending;
  };
}
