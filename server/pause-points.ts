// The moments a crash matters, named, for the tests that kill the server right there
// (tests/e2e/editing-server/publish-failures.e2e.ts): started with EDIT_SERVER_PAUSE_AT=NAME, the server writes
// "paused at NAME" on its output when it gets there and goes no further, until it is killed. Unset, nothing waits.
export async function pausePoint(name: string): Promise<void> {
  if (process.env.EDIT_SERVER_PAUSE_AT !== name) return
  console.log(`paused at ${name}`)
  await new Promise(() => undefined)
}
