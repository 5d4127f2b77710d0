// Hardening: a broken file with thousands of dead links, each compared with thousands of pages, makes millions of
// comparisons.
// The answers are the same as comparing every pair in full, but a comparison stops as soon as it cannot matter.

let row = new Uint32Array(64)

/** Edit distance, for "did you mean …?" suggestions; any value above `limit` is returned as limit + 1. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (row.length <= b.length) row = new Uint32Array(b.length + 1)
  const prev = row
  for (let j = 0; j <= b.length; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0]
    prev[0] = i
    let smallest = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]
      let value = above + 1
      if (prev[j - 1] + 1 < value) value = prev[j - 1] + 1
      if (diagonal + (letter === b.charCodeAt(j - 1) ? 0 : 1) < value) value = diagonal + (letter === b.charCodeAt(j - 1) ? 0 : 1)
      prev[j] = value
      diagonal = above
      if (value < smallest) smallest = value
    }
    // Every later row is at least this row's smallest value.
    if (smallest > limit) return limit + 1
  }
  return prev[b.length] > limit ? limit + 1 : prev[b.length]
}

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  const lower = word.toLowerCase()
  // Allow about one typo per three letters, and at least two.
  const allowed = Math.max(2, Math.floor(word.length / 3))
  // Only a candidate within `allowed` can be the answer, and only one closer than the best so far can replace it.
  let limit = allowed
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), limit)
    if (distance <= limit) {
      best = candidate
      limit = distance - 1
    }
  }
  return best
}

/** The candidates sorted by closeness to `word`, closest first. */
export function nearest(word: string, candidates: Iterable<string>, count: number): string[] {
  if (count <= 0) return []
  const lower = word.toLowerCase()
  const order = (a: { candidate: string; distance: number }, b: { candidate: string; distance: number }) =>
    a.distance - b.distance || a.candidate.localeCompare(b.candidate)
  // The closest `count` so far, in order; a candidate farther than the last of them cannot get in.
  const top: { candidate: string; distance: number }[] = []
  for (const candidate of candidates) {
    const limit = top.length < count ? Infinity : top[count - 1].distance
    const distance = editDistance(lower, candidate.toLowerCase(), limit)
    if (distance > limit) continue
    const entry = { candidate, distance }
    let at = top.length
    while (at > 0 && order(top[at - 1], entry) > 0) at--
    top.splice(at, 0, entry)
    if (top.length > count) top.pop()
  }
  return top.map((entry) => entry.candidate)
}
