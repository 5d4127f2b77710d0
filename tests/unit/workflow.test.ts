import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateWorkflow } from '@action-validator/core'
import { expect, test } from 'vitest'
import { parse } from 'yaml'

// The workflow to copy (.github/workflows/site.yml): valid against GitHub's schema of workflows, the steps the README
// promises, and its summary step run as GitHub runs it (bash, GITHUB_STEP_SUMMARY) on a pull request's two commits.

const root = fileURLToPath(new URL('../..', import.meta.url))
const text = readFileSync(join(root, '.github/workflows/site.yml'), 'utf8')
const workflow = parse(text) as {
  on: { pull_request: { paths: string[] } }
  jobs: { site: { steps: { name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> }[] } }
}
const steps = workflow.jobs.site.steps

test('the workflow is valid against the schema of GitHub workflows', () => {
  expect(validateWorkflow(text).errors).toEqual([])
  // And the validator does refuse a broken one (a misspelt key of a job).
  expect(validateWorkflow(text.replace('runs-on:', 'runs-onn:')).errors.length).toBeGreaterThan(0)
})

test('it runs for a pull request that touches site.yaml, public/ or schema/, installs from the lockfile, checks, builds and keeps dist/', () => {
  expect(workflow.on.pull_request.paths).toEqual(['site.yaml', 'public/**', 'schema/**'])
  expect(steps.map((step) => step.run ?? step.uses)).toEqual([
    'actions/checkout@v4',
    'actions/setup-node@v4',
    'npm ci',
    'npm run -s check -- --format github',
    'npm run build',
    'npm run -s diff -- "$BASE" HEAD --format markdown >> "$GITHUB_STEP_SUMMARY"',
    'actions/upload-artifact@v4',
  ])
  expect(steps[0].with).toEqual({ 'fetch-depth': 0 })
  expect(steps.at(-1)!.with).toMatchObject({ path: 'dist/' })
})

test('its summary step writes the change in words and the redrawn pages into GITHUB_STEP_SUMMARY', () => {
  // A pull request's repository: the base branch's site.yaml, then a commit that changes a price.
  const repo = mkdtempSync(join(tmpdir(), 'workflow-summary-'))
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, stdio: 'pipe' })
  const site = readFileSync(join(root, 'site.yaml'), 'utf8')
  expect(site).toContain('price: "₹24,999"')
  // npm run diff, as the project's package.json has it, with the project's tsx and script.
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ private: true, scripts: { diff: `node ${join(root, 'node_modules/tsx/dist/cli.mjs')} ${join(root, 'scripts/diff.ts')}` } }))
  writeFileSync(join(repo, 'site.yaml'), site)
  git('init', '-q', '-b', 'main')
  git('add', '.')
  git('commit', '-qm', 'base')
  git('update-ref', 'refs/remotes/origin/main', 'HEAD')
  writeFileSync(join(repo, 'site.yaml'), site.replace('price: "₹24,999"', 'price: "₹27,999"'))
  git('commit', '-qam', 'a new price')

  const step = steps.find((candidate) => candidate.name === 'The change in words')!
  const summary = join(repo, 'summary.md')
  writeFileSync(summary, '')
  const env = { ...process.env, GITHUB_STEP_SUMMARY: summary, BASE: step.env!.BASE.replace('${{ github.base_ref }}', 'main') }
  execFileSync('bash', ['-e', '-c', step.run!], { cwd: repo, env, stdio: 'pipe' })
  const written = readFileSync(summary, 'utf8')
  expect(written).toContain('- Pricing › Pricing table › Standard › Price: `₹24,999` → `₹27,999`')
  expect(written).toContain('- `/pricing` (`dist/pricing/index.html`)')
  expect(written.split('\n')[0]).toMatch(/^### What changed in site\.yaml/)
})

// The deploy workflow (.github/workflows/deploy.yml): a push to the branch (a publish from the editing server) is
// checked, built and put on GitHub Pages by GitHub's own actions.
const deployText = readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8')
const deploy = parse(deployText) as {
  on: { push: { branches: string[] }; workflow_dispatch: unknown }
  permissions: Record<string, string>
  jobs: { build: { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }; deploy: { needs: string; environment: { name: string }; steps: { uses?: string }[] } }
}

test('the deploy workflow is valid, runs on a push to main, and checks, builds and deploys dist/ with the Pages actions', () => {
  expect(validateWorkflow(deployText).errors).toEqual([])
  expect(validateWorkflow(deployText.replace('needs: build', 'needz: build')).errors.length).toBeGreaterThan(0)
  expect(deploy.on.push.branches).toEqual(['main'])
  expect(deploy.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' })
  expect(deploy.jobs.build.steps.map((step) => step.run ?? step.uses)).toEqual([
    'actions/checkout@v4',
    'actions/setup-node@v4',
    'npm ci',
    'npm run -s check -- --format github',
    'npm run build',
    'actions/configure-pages@v5',
    'actions/upload-pages-artifact@v3',
  ])
  expect(deploy.jobs.build.steps.at(-1)!.with).toEqual({ path: 'dist/' })
  expect([deploy.jobs.deploy.needs, deploy.jobs.deploy.environment.name, deploy.jobs.deploy.steps.map((step) => step.uses)]).toEqual(['build', 'github-pages', ['actions/deploy-pages@v4']])
})
