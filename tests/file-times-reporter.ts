import { appendFileSync, mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * A reporter beside vitest's own: at the end of a run, the 10 slowest test files, and every file's time appended to
 * TEST_TIMES_FILE (when set) as `seconds<TAB>tests<TAB>file` lines, from which `.ci/run` prints the whole table
 * (tools/test-times.ts). A file's time is its import and its tests and hooks: what it costs the suite.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules.map((module) => {
      const { collectDuration, setupDuration, prepareDuration, duration } = module.diagnostic()
      const tests = [...module.children.allTests()].length
      return { seconds: (collectDuration + setupDuration + prepareDuration + duration) / 1000, tests, file: relative(process.cwd(), module.moduleId) }
    })
    const file = process.env.TEST_TIMES_FILE
    if (file) {
      mkdirSync(dirname(file), { recursive: true })
      appendFileSync(file, rows.map((row) => `${row.seconds.toFixed(1)}\t${row.tests}\t${row.file}\n`).join(''))
    }
    const slowest = [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, 10)
    console.log(`\nThe ${slowest.length} slowest test files (load average ${loadAverage()}):`)
    for (const row of slowest) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${String(row.tests).padStart(3)} tests  ${row.file}`)
  }
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ')
