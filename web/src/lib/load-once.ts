// One shared lazy load (an SDK chunk): every caller gets the same promise, but a failed load (a network
// blip, or a deploy that replaced the chunk) is forgotten so that a later call tries again.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const loading = load();
    pending = loading;
    loading.catch(() => {
      if (pending === loading) pending = undefined;
    });
    return loading;
  };
}
