import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, test } from 'vitest'
import { applyToText, type Change } from '../../../src/site-changes/operations'
import { acceptWithPassword, inviteFromTerminal, makeRemote, projectDir, request, startEditServer, type EditServer, type Remote } from '../../../tools/editing-server'

// "Nothing lost when anything fails": the editing server really killed (SIGKILL) at the moments that matter (the pause
// points of server/pause-points.ts), and the remote really out of reach or refusing. After each, the remote's branch
// has every publish once, and the draft every change it answered for, its site.yaml and its history in agreement.

/** The remote's git, in its bare repository. */
const remoteGit = (remote: Remote, ...args: string[]) => execFileSync('git', ['--git-dir', remote.bare, ...args], { encoding: 'utf8' })
const commitsOn = (remote: Remote) => Number(remoteGit(remote, 'rev-list', '--count', 'main').trim())

// The real site's places these tests change.
const siteText = readFileSync(join(projectDir, 'site.yaml'), 'utf8')
const site = parse(siteText) as { pages: { path: string }[] }
const pageAt = (path: string) => site.pages.findIndex((page) => page.path === path)
const standardPrice = ['pages', pageAt('/pricing'), 'sections', 1, 'plans', 0, 'price']
const aboutTitle = ['pages', pageAt('/about'), 'sections', 0, 'title']
const valueAt = (text: string, path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], parse(text))
const oldPrice = String(valueAt(siteText, standardPrice))
const oldTitle = String(valueAt(siteText, aboutTitle))
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
/** What a test opened besides (a door to the remote), to close after it. */
const closing: (() => Promise<void>)[] = []
afterEach(async () => {
  await server?.kill()
  for (const close of closing.splice(0)) await close()
  await remote?.close()
  server = remote = undefined
})

async function start(name: string, options: { env?: Record<string, string>; repo?: (remote: Remote) => Promise<string> } = {}) {
  remote = await makeRemote(name)
  server = await startEditServer({ repo: (await options.repo?.(remote)) ?? remote.url, env: options.env })
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

describe('killed while a draft is brought up to date', () => {
  test('its work tree already moved to the newer version: after the restart the draft is up to date, with its change and its undo', { timeout: 180_000 }, async () => {
    const { remote, person } = await start('killed-update')
    await changed(server!, person, price('₹27,999'))
    // Someone else publishes elsewhere on the site: the draft is behind.
    const other = await acceptWithPassword(server!, inviteFromTerminal(server!.dataDir, 'Ravi Shah', 'ravi@example.com', 'publisher'), 'a long password 42')
    await changed(server!, other, title('About our agency'))
    expect((await publish(server!, other)).status).toBe(200)

    server = await server!.restart({ env: pause('draft-moved') })
    const dying = sentToDie(request(`${server.url}/api/draft/update`, { origin: server.url, ...person, body: {} }))
    await server.waitForOutput('paused at draft-moved')
    server = await server.restart()
    await dying

    const draft = await draftOf(server, person)
    expect(draft.base).toBe(remoteGit(remote, 'rev-parse', '--short=7', 'main').trim())
    expect(draft.history).toEqual([priceWords(oldPrice, '₹27,999')])
    expect([valueAt(draft.text, standardPrice), valueAt(draft.text, aboutTitle)]).toEqual(['₹27,999', 'About our agency'])
    // Its undo sets back the price alone: the draft is then the published site, byte for byte.
    await changed(server, person, 'undo')
    expect((await draftOf(server, person)).text).toBe(remote.siteFile())
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

/**
 * A door in front of the git host: shut, a connection to it is refused, as when the host is down or the network
 * between is; opened again, on the same port.
 */
async function doorTo(url: string) {
  const target = new URL(url)
  const sockets = new Set<Socket>()
  /** Cuts a connection whose request starts so (a push: "GET /site.git/info/refs?service=git-receive-pack"), as a network that fails. */
  let cutting: RegExp | undefined
  const door = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.once('data', (first: Buffer) => {
      if (cutting?.test(first.toString('latin1'))) return socket.destroy()
      const upstream = connect(Number(target.port), target.hostname)
      sockets.add(upstream)
      upstream.on('error', () => undefined)
      for (const end of [socket, upstream])
        end.on('close', () => {
          sockets.delete(end)
          socket.destroy()
          upstream.destroy()
        })
      upstream.write(first)
      socket.pipe(upstream).pipe(socket)
    })
  })
  const open = (port = 0) => new Promise<number>((done) => door.listen(port, '127.0.0.1', () => done((door.address() as { port: number }).port)))
  const shut = () =>
    new Promise<void>((done) => {
      door.close(() => done())
      for (const socket of sockets) socket.destroy()
    })
  const port = await open()
  closing.push(async () => void (door.listening && (await shut())))
  return {
    url: url.replace(`:${target.port}/`, `:${port}/`),
    shut,
    open: () => open(port),
    cut: (request: RegExp | undefined) => (cutting = request),
  }
}

describe('the remote out of reach, or refusing', () => {
  const state = async (person: Person) => {
    const { text, history } = await draftOf(server!, person)
    return { text, history }
  }

  test('out of reach: the publish is refused in words with no credential in them or in the server’s output, the draft is kept, and once the remote is back a publish works', { timeout: 120_000 }, async () => {
    let door: Awaited<ReturnType<typeof doorTo>> | undefined
    const { remote, person } = await start('unreachable', { repo: async (remote) => (door = await doorTo(remote.url)).url })
    await changed(server!, person, price('₹27,999'))
    const [drafted, before] = [await state(person), commitsOn(remote)]

    await door!.shut()
    const refused = await publish(server!, person)
    expect([refused.status, refused.json?.message]).toEqual([422, "The site's repository could not be reached (it did not answer). Your draft is kept; try again."])
    expect(refused.text).not.toContain(remote.token)
    expect(server!.output.join('\n')).not.toContain(remote.token)
    expect(await state(person)).toEqual(drafted)
    expect(commitsOn(remote)).toBe(before)

    await door!.open()
    const answer = await publish(server!, person)
    expect(answer.status, answer.text).toBe(200)
    expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 1, drafted.text])
    expect(server!.output.join('\n')).not.toContain(remote.token)
  })

  test('out of reach while pushing, once fetched: the publish is refused in words, the draft is kept, and the next publish pushes once', { timeout: 120_000 }, async () => {
    let door: Awaited<ReturnType<typeof doorTo>> | undefined
    const { remote, person } = await start('cut-push', { repo: async (remote) => (door = await doorTo(remote.url)).url })
    await changed(server!, person, price('₹27,999'))
    const [drafted, before] = [await state(person), commitsOn(remote)]

    door!.cut(/git-receive-pack/)
    const refused = await publish(server!, person)
    expect([refused.status, refused.json?.message]).toEqual([422, "The site's repository could not be reached (the connection to it was cut). Your draft is kept; try again."])
    expect(await state(person)).toEqual(drafted)
    expect(commitsOn(remote)).toBe(before)

    door!.cut(undefined)
    const answer = await publish(server!, person)
    expect(answer.status, answer.text).toBe(200)
    expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 1, drafted.text])
  })

  test('the push reached the remote but its answer was lost: the publish is done, once, and the draft starts again from it', { timeout: 120_000 }, async () => {
    const { remote, person } = await start('lost-answer')
    await changed(server!, person, price('₹27,999'))
    // A change the branch's new head would take again (a section added), to show a publish made twice.
    await changed(server!, person, { kind: 'addSection', sections: ['pages', pageAt('/about'), 'sections'], after: 0, type: 'callout' })
    const [drafted, before] = [await state(person), commitsOn(remote)]

    // The remote takes the push, then its receive-pack dies before it answers: the connection ends with no answer.
    const hook = join(remote.bare, 'hooks', 'reference-transaction')
    writeFileSync(hook, '#!/bin/sh\n[ "$1" = committed ] && kill -9 $PPID\nexit 0\n', { mode: 0o755 })
    const answer = await publish(server!, person)
    rmSync(hook)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json?.commit).toBe(remoteGit(remote, 'rev-parse', '--short=7', 'main').trim())
    expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 1, drafted.text])
    expect(await draftOf(server!, person)).toMatchObject({ text: drafted.text, history: [], changes: 0 })

    // What is changed next is published next, alone.
    await changed(server!, person, { kind: 'set', path: standardPrice, value: '₹28,999', was: '₹27,999' })
    const shown = (await state(person)).text
    expect((await publish(server!, person)).status).toBe(200)
    expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 2, shown])
  })

  test('refusing the push (a protected branch): the publish is refused in words, the draft is kept, and once allowed a publish pushes once', { timeout: 120_000 }, async () => {
    const { remote, person } = await start('refused')
    await changed(server!, person, price('₹27,999'))
    const [drafted, before] = [await state(person), commitsOn(remote)]

    // As GitHub's or GitLab's protected branch: a hook of the remote's refuses the push.
    const hook = join(remote.bare, 'hooks', 'pre-receive')
    writeFileSync(hook, '#!/bin/sh\necho "protected branch: main may not be pushed to" >&2\nexit 1\n', { mode: 0o755 })
    const refused = await publish(server!, person)
    expect([refused.status, refused.json?.message]).toEqual([422, "The site's repository refused the publish (the branch is protected: a push to it is not allowed). Your draft is kept."])
    expect(await state(person)).toEqual(drafted)
    expect(commitsOn(remote)).toBe(before)

    rmSync(hook)
    const answer = await publish(server!, person)
    expect(answer.status, answer.text).toBe(200)
    expect([commitsOn(remote), remote.siteFile()]).toEqual([before + 1, drafted.text])
  })

  test('refusing the server’s credential the push (it may read, not write): the publish is refused in words, and the draft is kept', { timeout: 120_000 }, async () => {
    const { remote, person } = await start('read-only')
    await changed(server!, person, price('₹27,999'))
    const [drafted, before] = [await state(person), commitsOn(remote)]

    // git http-backend refuses a push (403) when the repository says so, as a host does to a token that may only read.
    remoteGit(remote, 'config', 'http.receivepack', 'false')
    const refused = await publish(server!, person)
    expect([refused.status, refused.json?.message]).toEqual([422, "The site's repository refused the publish (the server’s credential may not push to it). Your draft is kept."])
    expect(refused.text).not.toContain(remote.token)
    expect(await state(person)).toEqual(drafted)
    expect(commitsOn(remote)).toBe(before)
  })
})

describe('a full disk', () => {
  test('while a change is written: it is refused in words, the draft is as it was, and the next change, with room again, is made', { timeout: 120_000 }, async () => {
    const { person } = await start('disk-full')
    await changed(server!, person, price('₹27,999'))
    const drafted = await draftOf(server!, person)
    const me = await request(`${server!.url}/api/me`, { cookie: person.cookie })

    // The change's history is written first (server/drafts.ts): that write meets a full disk, for real (Linux's
    // /dev/full answers every write with ENOSPC, as a full disk does).
    symlinkSync('/dev/full', join(server!.dataDir, 'draft-history', `${me.json?.id}.next.json`))
    const refused = await changeDraft(server!, person, title('About our agency'))
    expect([refused.status, refused.json?.message]).toEqual([422, "The editing server's disk is full, so your change was not saved. Nothing was changed: tell the person who runs the server."])
    expect(await draftOf(server!, person)).toEqual(drafted)

    await changed(server!, person, title('About our agency'))
    expect((await draftOf(server!, person)).history).toEqual([...drafted.history, `About › Banner › Title: ${oldTitle} → About our agency`])
  })
})

describe('the branch moves between the fetch and the push', () => {
  test('the push is refused as not a fast-forward: the server fetches, makes the draft’s changes again on the new head, and pushes once', { timeout: 180_000 }, async () => {
    const resume = join(mkdtempSync(join(tmpdir(), 'resume-')), 'go')
    const { remote, person } = await start('moved-in-between', { env: { ...pause('before-push'), EDIT_SERVER_RESUME_FILE: resume } })
    await changed(server!, person, price('₹27,999'))
    const answer = publish(server!, person)
    await server!.waitForOutput('paused at before-push')

    // A developer pushes meanwhile (the about page's title), then the publish goes on.
    const clone = join(mkdtempSync(join(tmpdir(), 'developer-')), 'site')
    execFileSync('git', ['clone', '--quiet', remote.bare, clone])
    const file = join(clone, 'site.yaml')
    writeFileSync(file, applyToText(readFileSync(file, 'utf8'), title('About the agency')).text)
    execFileSync('git', ['commit', '--quiet', '-am', 'A developer’s title'], { cwd: clone, env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' } })
    execFileSync('git', ['push', '--quiet', 'origin', 'main'], { cwd: clone })
    const developers = remoteGit(remote, 'rev-parse', 'main').trim()
    writeFileSync(resume, '')

    const published = await answer
    expect(published.status, published.text).toBe(200)
    // The publish is on the developer's commit, once; both changes are on the branch.
    expect(remoteGit(remote, 'log', '--format=%an', `${developers}~1..main`).trim().split('\n')).toEqual(['Nila Desai', 'Dev'])
    expect(valueAt(remote.siteFile(), standardPrice)).toBe('₹27,999')
    expect(valueAt(remote.siteFile(), aboutTitle)).toBe('About the agency')
  })
})
