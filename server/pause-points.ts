// The moments a crash matters, named, for the tests that kill the server right there
// (tests/e2e/editing-server/publish-failures.e2e.ts): started with EDIT_SERVER_PAUSE_AT=NAME, the server writes
// "paused at NAME" on its output when it gets there and goes no further, until it is killed. Unset, nothing waits.
import { existsSync, writeSync } from 'node:fs'

// With EDIT_SERVER_RESUME_FILE=PATH too, the pause is a wait instead: the first time only, until PATH exists (a test
// does something meanwhile, such as a developer's push between a publish's fetch and its push, then writes PATH).
let resumed = false

export async function pausePoint(name: string): Promise<void> {
  if (process.env.EDIT_SERVER_PAUSE_AT !== name || resumed) return
  console.log(`paused at ${name}`)
  const resumeFile = process.env.EDIT_SERVER_RESUME_FILE
  if (!resumeFile) return new Promise(() => undefined)
  while (!existsSync(resumeFile)) await new Promise((done) => setTimeout(done, 20))
  resumed = true
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
