/**
 * A few hot public reads kept in this process for `ms` (at most `max` of them; the oldest go first). A read still
 * running is shared by the callers of its key (no second fill), and `clear()` — called after a write commits —
 * forgets everything, including reads started before the write, so within this process a reader never sees data
 * older than its own last write. Other processes see a change within `ms` (docs/community.md). `ms` 0: nothing is
 * kept. Answers are shared: callers must not change them.
 */
export function shortCache<T>(opts: { ms: number; max: number }) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  return {
    get(key: string, fill: () => Promise<T>): Promise<T> {
      const now = performance.now();
      const found = entries.get(key);
      if (found && found.until > now) return found.value;
      if (found) entries.delete(key);
      const value = fill();
      if (opts.ms <= 0) return value;
      const entry = { until: now + opts.ms, value };
      entries.set(key, entry);
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      // a failed read is not kept
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
