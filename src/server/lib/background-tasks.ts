/**
 * Work a request starts but does not wait for (sending an email, so the answer cannot
 * reveal whether an account exists). Shutdown and tests wait for it with `drain()`.
 */
export type BackgroundTasks = {
  run(name: string, work: () => Promise<unknown>): void;
  drain(): Promise<void>;
};

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
