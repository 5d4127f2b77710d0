/** Edit distance, for "did you mean …?" suggestions. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0]
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return prev[b.length]
}

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  const lower = word.toLowerCase()
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  // Allow about one typo per three letters, and at least two.
  const allowed = Math.max(2, Math.floor(word.length / 3))
  return best !== undefined && bestDistance <= allowed ? best : undefined
}

/** The candidates sorted by closeness to `word`, closest first. */
export function nearest(word: string, candidates: Iterable<string>, count: number): string[] {
  return [...candidates]
    .map((candidate) => ({ candidate, distance: editDistance(word.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((entry) => entry.candidate)
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const guess = closest(word, candidates)
  return guess === undefined ? '' : ` Did you mean "${guess}"?`
}
