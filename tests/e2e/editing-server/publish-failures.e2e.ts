import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, test } from 'vitest'
import type { Change } from '../../../src/site-changes/operations'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// "Nothing lost when anything fails": the editing server really killed (SIGKILL) at the moments that matter (the pause
// points of server/pause-points.ts), and the remote really out of reach or refusing. After each, the remote's branch
// has every publish once, and the draft every change it answered for, its site.yaml and its history in agreement.

/** The remote's git, in its bare repository. */
const remoteGit = (remote: Remote, ...args: string[]) => execFileSync('git', ['--git-dir', remote.bare, ...args], { encoding: 'utf8' })
const commitsOn = (remote: Remote) => Number(remoteGit(remote, 'rev-list', '--count', 'main').trim())

// The real site's places these tests change.
const site = parse(readFileSync(join(projectDir, 'site.yaml'), 'utf8')) as { pages: { path: string; sections: Record<string, unknown>[] }[] }
const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path)
const standardPrice = ['pages', pageAt('/pricing'), 'sections', 1, 'plans', 0, 'price']
const aboutTitle = ['pages', pageAt('/about'), 'sections', 0, 'title']
const valueAt = (text: string, path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], parse(text))
const oldPrice = String(valueAt(readFileSync(join(projectDir, 'site.yaml'), 'utf8'), standardPrice))
const oldTitle = String(valueAt(readFileSync(join(projectDir, 'site.yaml'), 'utf8'), aboutTitle))
const price = (value: string): Change => ({ kind: 'set', path: standardPrice, value, was: oldPrice })
const title = (value: string): Change => ({ kind: 'set', path: aboutTitle, value, was: oldTitle })
const priceWords = (from: string, to: string) => `Pricing › Pricing table › Standard › Price: ${from} → ${to}`

interface Person {
  cookie: string
  csrf: string
}

/** The draft as the editor reads it: its site.yaml's text and its history's words. */
async function draftOf(server: EditServer, person: Person) {
  const state = await request(`${server.url}/__site-edit/state`, { origin: server.url, ...person, body: {} })
  expect(state.status, state.text).toBe(200)
  const draft = await request(`${server.url}/api/draft`, { ...person })
  return { text: String(state.json?.text), version: String(state.json?.version), history: state.json?.history as string[], base: String(draft.json?.base), changes: Number(draft.json?.changes) }
}

/** A change (or an undo, a redo) as the editor's panel sends it, on the draft's version; the answer. */
async function changeDraft(server: EditServer, person: Person, change: Change | 'undo' | 'redo') {
  const { version } = await draftOf(server, person)
  const body = typeof change === 'string' ? { version } : { version, change }
  return request(`${server.url}/__site-edit/${typeof change === 'string' ? change : 'change'}`, { origin: server.url, ...person, body })
}

async function changed(server: EditServer, person: Person, change: Change | 'undo' | 'redo') {
  const answer = await changeDraft(server, person, change)
  expect(answer.status, answer.text).toBe(200)
}

const publish = (server: EditServer, person: Person) => request(`${server.url}/api/publish`, { origin: server.url, ...person, body: { note: '' } })

/** A request the server will not answer (it is paused, then killed): sent, and its failure expected. */
const sentToDie = (answer: Promise<unknown>) => answer.then(
  (answered) => {
    throw new Error(`The paused server answered: ${JSON.stringify(answered)}`)
  },
  () => undefined,
)

let remote: Remote | undefined
let server: EditServer | undefined
afterEach(async () => {
  await server?.kill()
  await remote?.close()
  server = remote = undefined
})

async function start(name: string, options: { env?: Record<string, string>; repo?: (remote: Remote) => string } = {}) {
  remote = await makeRemote(name)
  server = await startEditServer({ repo: options.repo?.(remote) ?? remote.url, env: options.env })
  const person = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Nila Desai', 'nila@example.com', 'publisher'), 'a long password 42')
  return { remote, person }
}

const pause = (name: string) => ({ EDIT_SERVER_PAUSE_AT: name })

describe('killed while a change is written', () => {
  test('after the restart the draft has every change it answered for, its site.yaml and history agree, and a publish pushes exactly what it shows', { timeout: 180_000 }, async () => {
    const { remote, person } = await start('killed-change')
    const published = remote.siteFile()
    await changed(server!, person, price('₹27,999'))

    // Again, stopped between the change's two writes (its history, its site.yaml), and killed there.
    server = await server!.restart({ env: pause('change-written') })
    const dying = sentToDie(changeDraft(server, person, title('About our agency')))
    await server.waitForOutput('paused at change-written')
    server = await server.restart()
    await dying

    // The change answered for is there, in both; the one cut short in neither.
    const draft = await draftOf(server, person)
    expect(draft.history).toEqual([priceWords(oldPrice, '₹27,999')])
    expect(valueAt(draft.text, standardPrice)).toBe('₹27,999')
    expect(valueAt(draft.text, aboutTitle)).toBe(oldTitle)
    // They agree: undoing the history gives back the published file, byte for byte, and redoing it the draft.
    await changed(server, person, 'undo')
    expect((await draftOf(server, person)).text).toBe(published)
    await changed(server, person, 'redo')
    expect((await draftOf(server, person)).text).toBe(draft.text)

    const before = commitsOn(remote)
    const answer = await publish(server, person)
    expect(answer.status, answer.text).toBe(200)
    expect(commitsOn(remote)).toBe(before + 1)
    expect(remote.siteFile()).toBe(draft.text)
  })

  test('a publish onto a branch that moved makes the draft’s changes again from its history: the change answered for just before a kill is among them', { timeout: 180_000 }, async () => {
    const { remote, person } = await start('killed-change-moved')
    // The first change, answered for; the second cut short.
    await changed(server!, person, price('₹27,999'))
    server = await server!.restart({ env: pause('change-written') })
    const dying = sentToDie(changeDraft(server, person, { kind: 'set', path: standardPrice, value: '₹28,999', was: '₹27,999' }))
    await server.waitForOutput('paused at change-written')
    server = await server.restart()
    await dying

    // Someone else publishes elsewhere on the site meanwhile.
    const other = await acceptWithPassword(server, inviteFromTerminal(server.dataDir, 'Ravi Shah', 'ravi@example.com', 'publisher'), 'a long password 42')
    await changed(server, other, title('About our agency'))
    expect((await publish(server, other)).status).toBe(200)

    const draft = await draftOf(server, person)
    expect([draft.history, valueAt(draft.text, standardPrice)]).toEqual([[priceWords(oldPrice, '₹27,999')], '₹27,999'])
    const answer = await publish(server, person)
    expect(answer.status, answer.text).toBe(200)
    // What the draft showed, on the other's publish.
    expect(valueAt(remote.siteFile(), standardPrice)).toBe(valueAt(draft.text, standardPrice))
    expect(valueAt(remote.siteFile(), aboutTitle)).toBe('About our agency')
  })
})

describe('killed while publishing', () => {
  // committed: the commit made, not yet named in the journal; before-push: named, not pushed; pushed: on the remote,
  // the draft not yet started again from it.
  for (const point of ['committed', 'before-push', 'pushed'] as const) {
    test(`at ${point}: the remote has the publish once or not at all, the draft every change it had, and the next publish pushes exactly once`, { timeout: 180_000 }, async () => {
      const { remote, person } = await start(`killed-${point}`, { env: pause(point) })
      await changed(server!, person, price('₹27,999'))
      await changed(server!, person, title('About our agency'))
      const drafted = await draftOf(server!, person)
      const [before, published] = [commitsOn(remote), remote.siteFile()]

      const dying = sentToDie(publish(server!, person))
      await server!.waitForOutput(`paused at ${point}`)
      server = await server!.restart()
      await dying

      const draft = await draftOf(server, person)
      if (point === 'pushed') {
        // Published once, and the draft starts again from that commit, with nothing in it: it is the published site.
        expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 1, drafted.text])
        expect(draft).toMatchObject({ text: remote.siteFile(), history: [], changes: 0, base: remoteGit(remote, 'rev-parse', '--short=7', 'main').trim() })
        // What is changed next is published next, alone.
        await changed(server, person, { kind: 'set', path: standardPrice, value: '₹28,999', was: '₹27,999' })
      } else {
        // Not published, and the draft whole.
        expect([commitsOn(remote), remote.siteFile()]).toEqual([before, published])
        expect(draft).toMatchObject({ text: drafted.text, history: drafted.history, changes: 2 })
      }
      const shown = (await draftOf(server, person)).text

      const answer = await publish(server, person)
      expect(answer.status, answer.text).toBe(200)
      expect(commitsOn(remote)).toBe(point === 'pushed' ? before + 2 : before + 1)
      expect(remote.siteFile()).toBe(shown)
      expect(await draftOf(server, person)).toMatchObject({ text: shown, history: [], changes: 0 })
    })
  }
})
