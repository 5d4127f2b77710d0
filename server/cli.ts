// npm run edit-server -- --repo URL [--branch main] [--data DIR] [--host 127.0.0.1] [--port 8080] [--public-url URL] [--trust-proxy [N]]
// npm run edit-server -- invite "FULL NAME" EMAIL --role owner|publisher|editor [--data DIR]
// Starts the editing server, or prints a one-time invitation link (the server may be running: they share the database).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { article, roles, type Role } from '../src/editing-app/api'
import { createServer, databaseFile } from './app'
import { invitationLink } from './routes/api-people'
import { scrubbed } from './repository'
import { invitationProblem, normalEmail, orRefusal, Refusal, Store } from './store'

// Everything this process and its git write is its user's alone (the data folder holds the remote's token and the
// sessions), from the first file on: the invitation's database write included.
process.umask(0o077)

const projectDir = fileURLToPath(new URL('..', import.meta.url))
const editorDir = join(projectDir, 'dist-editor')

/** What a start wrote for the commands run beside it (invite): the origin its links use. */
const serverFile = (dataDir: string) => join(dataDir, 'server.json')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function invite(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { role: { type: 'string' }, data: { type: 'string', default: '.edit-server' }, 'public-url': { type: 'string' } } })
  const [name, email] = positionals
  if (!name || !email) fail('Usage: npm run edit-server -- invite "FULL NAME" EMAIL --role owner|publisher|editor [--data DIR]')
  if (!roles.includes(values.role as Role)) fail(`--role must be one of: ${roles.join(', ')}.`)
  const problem = invitationProblem(name, email)
  if (problem) fail(problem)
  const dataDir = resolve(values.data)
  const started = existsSync(serverFile(dataDir)) ? (JSON.parse(readFileSync(serverFile(dataDir), 'utf8')) as { publicOrigin: string }) : undefined
  const publicOrigin = values['public-url'] ? new URL(values['public-url']).origin : started?.publicOrigin
  if (!publicOrigin) fail(`No editing server has started with the data folder ${dataDir} yet: start it first, or give --public-url.`)
  if (!existsSync(databaseFile(dataDir))) fail(`There is no editing server's data in ${dataDir}: start the server with --data ${values.data} first.`)
  const store = new Store(databaseFile(dataDir))
  // The same refusals as the People dialog's: an address that already has an account is not invited again.
  const token = orRefusal(() => store.invite(name, email, values.role as Role))
  if (token instanceof Refusal) fail(token.message)
  const [person, address] = [name.trim(), normalEmail(email)]
  store.record({ name: 'The server’s terminal' }, `Invited ${person} (${address}) as ${article(values.role as Role)}`)
  store.close()
  console.log(`Invitation for ${person} <${address}> as ${article(values.role as Role)}, valid for 24 hours, once:\n\n  ${invitationLink(publicOrigin, token)}\n`)
}

/** The arguments with a bare `--trust-proxy` (no count after it) written as one proxy, `--trust-proxy=1`. */
const withProxyCount = (args: string[]) => args.map((arg, i) => (arg === '--trust-proxy' && !/^\d+$/.test(args[i + 1] ?? '') ? '--trust-proxy=1' : arg))

async function start(args: string[]) {
  const { values } = parseArgs({
    args: withProxyCount(args),
    options: {
      repo: { type: 'string' },
      branch: { type: 'string', default: 'main' },
      data: { type: 'string', default: '.edit-server' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8080' },
      'public-url': { type: 'string' },
      'trust-proxy': { type: 'string', default: '0' },
    },
  })
  if (!values.repo) fail('Usage: npm run edit-server -- --repo URL [--branch main] [--data DIR] [--host 127.0.0.1] [--port 8080] [--public-url https://edit.example.com] [--trust-proxy [N]]')
  if (!/^\d+$/.test(values['trust-proxy'])) fail('--trust-proxy takes the number of proxies in front of the server (1 when it is given alone).')
  if (!existsSync(join(editorDir, 'src/editing-app/editor.html'))) fail('The editor’s bundle is not built: run `npm run build:editing-server` first.')
  const port = Number(values.port)
  // On this machine alone, browsers are sent to "localhost": a passkey is bound to a name, and never to an address.
  const local = ['127.0.0.1', '::1', 'localhost'].includes(values.host)
  const publicOrigin = values['public-url'] ? new URL(values['public-url']).origin : `http://${local ? 'localhost' : values.host.includes(':') ? `[${values.host}]` : values.host}:${port}`
  const dataDir = resolve(values.data)
  // A path to a repository on this machine is taken as it is written, from where the command was run.
  const repo = /^[a-z][a-z0-9+.-]*:\/\//i.test(values.repo) || /^[^/]+@[^/]+:/.test(values.repo) ? values.repo : resolve(values.repo)
  let server
  try {
    server = await createServer({ repo, branch: values.branch, dataDir, publicOrigin, trustProxy: Number(values['trust-proxy']), editorDir, projectDir })
  } catch (error) {
    fail(`The editing server could not start: ${scrubbed((error as Error).message, repo)}`)
  }
  writeFileSync(serverFile(dataDir), JSON.stringify({ publicOrigin }), { mode: 0o600 })
  await server.app.listen({ host: values.host, port })
  server.app.log.info({ publicOrigin, branch: values.branch, data: dataDir, people: server.store.people().length }, 'The editing server is ready')
  if (server.store.people().length === 0) console.log(`Nobody can sign in yet. Invite the first owner:\n  npm run edit-server -- invite "FULL NAME" EMAIL --role owner --data ${values.data}`)
  const stop = () => void server.app.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

const [first, ...rest] = process.argv.slice(2)
await (first === 'invite' ? invite(rest) : start(process.argv.slice(2)))
