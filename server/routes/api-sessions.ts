// A person's devices: every signed-in browser (their sessions), each of which they may sign out ("Revoke").
import type { FastifyInstance } from 'fastify'
import type { DeviceSession } from '../../src/editing-app/api'
import type { Store } from '../store'

/** The browser and system of a User-Agent, in words ("Chrome on Linux"): how a person tells their devices apart. */
export function deviceWords(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser'
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : 'an unknown system'
  return `${browser} on ${system}`
}

export function sessionRoutes(app: FastifyInstance, store: Store) {
  const signedIn = { config: { access: 'signed-in' as const } }

  app.get('/api/sessions', signedIn, (request) => {
    const sessions: DeviceSession[] = store.sessionsOf(request.person!.id).map((row) => ({
      id: row.id_hash.slice(0, 16),
      device: deviceWords(row.user_agent),
      signedInAt: new Date(row.created_at).toISOString(),
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      current: row.id_hash === request.session!.id_hash,
    }))
    return { ok: true, sessions }
  })

  app.post<{ Params: { id: string } }>('/api/sessions/:id/revoke', signedIn, (request, reply) => {
    // A session is named by the start of its hash: enough to tell a person's few apart, never enough to use one.
    const row = store.sessionsOf(request.person!.id).find((session) => session.id_hash.slice(0, 16) === request.params.id)
    if (!row) return reply.code(404).send({ ok: false, message: 'That device is no longer signed in.' })
    store.endSession(row.id_hash)
    store.record(request.person, `Signed out ${deviceWords(row.user_agent)} (revoked)`)
    return { ok: true }
  })
}
