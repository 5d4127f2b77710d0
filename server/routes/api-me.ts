// GET /api/me: who is signed in, and their session's CSRF token (the editor's page and the account pages ask it).
import type { FastifyInstance, FastifyRequest } from 'fastify'

export function meRoutes(app: FastifyInstance) {
  app.get('/api/me', { config: { access: 'signed-in' } }, (request) => {
    const { person, session } = request as Required<Pick<FastifyRequest, 'person' | 'session'>>
    return { ok: true, id: person.id, name: person.name, email: person.email, role: person.role, csrf: session.csrf }
  })
}
