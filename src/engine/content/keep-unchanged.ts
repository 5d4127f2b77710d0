/**
 * `after`, with every part that equals the same part of `before` replaced by that part of `before`: a save of
 * site.yaml that changed one price gives back the very same objects for everything else, so React (memo, and
 * useSyncExternalStore) draws again only the section whose data changed.
 */
export function keepUnchanged<T>(before: unknown, after: T): T {
  if (before === after || typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) {
    return Object.is(before, after) ? (before as T) : after
  }
  if (Array.isArray(before) !== Array.isArray(after)) return after
  const old = before as Record<string, unknown>
  const next = after as Record<string, unknown>
  const kept = (Array.isArray(after) ? [] : {}) as Record<string, unknown>
  let same = Object.keys(old).length === Object.keys(next).length
  for (const key of Object.keys(next)) {
    kept[key] = key in old ? keepUnchanged(old[key], next[key]) : next[key]
    if (kept[key] !== old[key]) same = false
  }
  return same ? (before as T) : (kept as T)
}
