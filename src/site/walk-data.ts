import type { DataPath } from './problem'

// The cross-checks also run when the schema found errors (so that one run lists everything),
// so they read the data through these instead of trusting its type.

/** The value as a list, or an empty list when it is something else. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function isBlock(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** The value as a block of keys, or an empty one when it is something else. */
export function blockOf(value: unknown): Record<string, unknown> {
  return isBlock(value) ? value : {}
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Calls `visit` for every value in the data, with its path. The path is one array, changed as the
 * walk goes on (a big site has hundreds of thousands of values): copy it to keep it.
 */
export function walk(data: unknown, visit: (value: unknown, path: Readonly<DataPath>) => void) {
  const path: DataPath = []
  const step = (value: unknown) => {
    visit(value, path)
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        path.push(index)
        step(value[index])
        path.pop()
      }
    } else if (isBlock(value)) {
      for (const key of Object.keys(value)) {
        path.push(key)
        step(value[key])
        path.pop()
      }
    }
  }
  step(data)
}

/** The value at `path`, if there is one. */
export function valueAt(data: unknown, path: Readonly<DataPath>): unknown {
  let node = data
  for (const step of path) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[step]
  }
  return node
}

/** The page a link is written in, as its index in pages, if it is inside a page. */
export function pageIndexOf(path: Readonly<DataPath>): number | undefined {
  return path[0] === 'pages' && typeof path[1] === 'number' ? path[1] : undefined
}

/** A page's own address without "#anchor" or "?query": "/about#team" → "/about". */
export function pagePathOf(link: string): string {
  return link.replace(/[#?].*$/, '')
}
