import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type EditingServer } from '../../../server/app'
import { invitationGone } from '../../../server/routes/api-people'
import { signInWords } from '../../../server/sign-in'
import { peopleWords } from '../../../server/store'
import { fromEditorPage, personOf, projectDir, requestAs, siteRemote, tinyEditorDir, type SignedIn } from './site-repository'

// An owner's pending invitation, in People (issue 46, item 14: one could neither be cancelled nor its link given
// again). Cancelled, its link opens nothing; "New link" gives a new one and the old one stops working (only a link's
// hash is kept, so the old one can't be shown again). Who may call these is in route-doors.test.ts.

const publicOrigin = 'http://edit.example.test'
let root: string
let server: EditingServer
let owner: SignedIn

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pending-invitations-'))
  server = await createServer({ repo: siteRemote(root), branch: 'main', dataDir: join(root, 'data'), publicOrigin, trustProxy: false, editorDir: tinyEditorDir(root), projectDir, log: false })
  owner = personOf(server.store, publicOrigin, 'owner', 'Asha Patel')
  await server.app.ready()
}, 60_000)

afterAll(async () => {
  await server?.app.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

const as = (method: 'GET' | 'POST', url: string, payload?: object) => requestAs(server.app, publicOrigin, owner, method, url, payload)

/** What the invitation link's page asks first: whom it invites, or why it opens nothing. */
async function opens(link: string) {
  const answer = await server.app.inject({ method: 'GET', url: `/api/invitations/${link.split('/invite/')[1]}`, headers: fromEditorPage(publicOrigin) })
  return { status: answer.statusCode, json: answer.json() }
}

async function invite(name: string, email: string) {
  const invited = await as('POST', '/api/people/invite', { name, email, role: 'editor' })
  expect(invited.status, JSON.stringify(invited.json)).toBe(200)
  const pending = ((await as('GET', '/api/people')).json.invitations as { id: number; email: string }[]).find((invitation) => invitation.email === email)!
  return { link: invited.json.link as string, id: pending.id }
}

const pendingEmails = async () => ((await as('GET', '/api/people')).json.invitations as { email: string }[]).map((invitation) => invitation.email)

describe('a pending invitation', () => {
  test('cancelled: it leaves the list, its link opens nothing, the activity says so, and a second cancel is told it is gone', async () => {
    const { link, id } = await invite('Ravi Shah', 'ravi@example.com')
    expect((await opens(link)).status).toBe(200)
    expect(await as('POST', `/api/people/invitations/${id}/cancel`)).toEqual({ status: 200, json: { ok: true } })
    expect(await pendingEmails()).not.toContain('ravi@example.com')
    expect(await opens(link)).toEqual({ status: 410, json: { ok: false, message: signInWords.invitationGone } })
    const events = (await as('GET', '/api/activity')).json.events as { who: string; what: string }[]
    expect(events[0]).toMatchObject({ who: 'Asha Patel', what: 'Cancelled the invitation of Ravi Shah (ravi@example.com)' })
    expect(await as('POST', `/api/people/invitations/${id}/cancel`)).toEqual({ status: 404, json: { ok: false, message: invitationGone } })
    // The address may be invited again.
    expect((await invite('Ravi Shah', 'ravi@example.com')).link).not.toBe(link)
  })

  test('a new link: the old one opens nothing, the new one opens the same invitation, and the list holds it once', async () => {
    const { link, id } = await invite('Nila Desai', 'nila@example.com')
    const renewed = await as('POST', `/api/people/invitations/${id}/new-link`)
    expect(renewed.status).toBe(200)
    const fresh = renewed.json.link as string
    expect(fresh).toMatch(new RegExp(`^${publicOrigin}/invite/[A-Za-z0-9_-]{43}$`))
    expect(fresh).not.toBe(link)
    expect((await opens(link)).status).toBe(410)
    expect(await opens(fresh)).toEqual({ status: 200, json: { ok: true, name: 'Nila Desai', email: 'nila@example.com', role: 'editor' } })
    expect((await pendingEmails()).filter((email) => email === 'nila@example.com')).toHaveLength(1)
    // The old invitation's id is gone with it.
    expect(await as('POST', `/api/people/invitations/${id}/new-link`)).toEqual({ status: 404, json: { ok: false, message: invitationGone } })
  })

  test('a new link for an address that has an account by now (another invitation to it was used): refused in words, not a crash, and the invitation leaves the list', async () => {
    const first = await invite('Kiran Rao', 'kiran@example.com')
    const second = await invite('Kiran Rao', 'kiran@example.com')
    expect(server.store.redeem(first.link.split('/invite/')[1])).toBeDefined()
    expect(await as('POST', `/api/people/invitations/${second.id}/new-link`)).toEqual({ status: 409, json: { ok: false, message: peopleWords.hasAccount('Kiran Rao') } })
    expect(await pendingEmails()).not.toContain('kiran@example.com')
    expect((await opens(second.link)).status).toBe(410)
  })

  test('a used invitation can be neither cancelled nor renewed', async () => {
    const { link, id } = await invite('Uma Iyer', 'uma@example.com')
    expect(server.store.redeem(link.split('/invite/')[1])).toBeDefined()
    expect(await as('POST', `/api/people/invitations/${id}/cancel`)).toEqual({ status: 404, json: { ok: false, message: invitationGone } })
    expect(await as('POST', `/api/people/invitations/${id}/new-link`)).toEqual({ status: 404, json: { ok: false, message: invitationGone } })
  })
})
