// The moments a crash matters, named, for the tests that kill the server right there
// (tests/e2e/editing-server/publish-failures.e2e.ts): started with EDIT_SERVER_PAUSE_AT=NAME, the server writes
// "paused at NAME" on its output when it gets there and goes no further, until it is killed. Unset, nothing waits.
import { writeSync } from 'node:fs'

export async function pausePoint(name: string): Promise<void> {
  if (process.env.EDIT_SERVER_PAUSE_AT !== name) return
  console.log(`paused at ${name}`)
  await new Promise(() => undefined)
}

/**
 * The same inside work that must not let anything else run in its middle (a change between its two writes,
 * server/drafts.ts): the whole process stops there, answering nobody, until it is killed.
 */
export function pausePointNow(name: string): void {
  if (process.env.EDIT_SERVER_PAUSE_AT !== name) return
  writeSync(1, `paused at ${name}\n`)
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
}
