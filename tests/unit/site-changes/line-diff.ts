/**
 * The changed lines of `after` against `before`, hunk by hunk: "@@ 12" (the first old line of the hunk, from 1),
 * then "-old line" and "+new line". The common lines are found by a longest common subsequence of the lines.
 */
export function lineDiff(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let prefix = 0
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++
  let suffix = 0
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++
  const x = a.slice(prefix, a.length - suffix)
  const y = b.slice(prefix, b.length - suffix)
  // lengths[i][j]: the longest common subsequence of x[i..] and y[j..]
  const lengths = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0))
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) lengths[i][j] = x[i] === y[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1])
  const out: string[] = []
  let i = 0
  let j = 0
  let inHunk = false
  const open = () => {
    if (!inHunk) out.push(`@@ ${prefix + i + 1}`)
    inHunk = true
  }
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      i++
      j++
      inHunk = false
    } else if (i < x.length && (j === y.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      open()
      out.push(`-${x[i++]}`)
    } else {
      open()
      out.push(`+${y[j++]}`)
    }
  }
  return out
}

/** The comment lines of a text ("# …" on a line of its own), as a multiset: text → count. */
export function commentCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of text.split('\n')) if (/^\s*#/.test(line)) counts.set(line, (counts.get(line) ?? 0) + 1)
  return counts
}
