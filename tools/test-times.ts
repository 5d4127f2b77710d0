// The whole table of a test run's files by time, slowest first, from the lines tests/file-times-reporter.ts appended to
// the file named here (.ci/run: .test-times/run.tsv): `npx tsx tools/test-times.ts FILE`.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

const file = process.argv[2] ?? '.test-times/run.tsv'
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [seconds, tests, name] = line.split('\t')
    return { seconds: Number(seconds), tests: Number(tests), name }
  })
  .sort((a, b) => b.seconds - a.seconds)
const total = rows.reduce((sum, row) => sum + row.seconds, 0)
console.log(`\nEvery test file by time (${rows.length} files, ${rows.reduce((sum, row) => sum + row.tests, 0)} tests, ${total.toFixed(0)} s in files; load average now ${loadavg().map((value) => value.toFixed(2)).join(' ')}):`)
for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${String(row.tests).padStart(3)} tests  ${row.name}`)
