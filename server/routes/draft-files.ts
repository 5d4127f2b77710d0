// A signed-in person's draft, as their browser meets it at the site's own addresses: the editor's page (the whole site
// drawn from the draft, the editing interface over it) at every address of the site, the draft's data files (what a
// built page fetches: src/engine/browser/built-pages.ts) under /site-data/, and its pictures and other files of
// public/. Nothing here reads or writes outside the person's own draft.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { dataDir, pageDataFile, scriptJson, sectionExamplesId, sharedDataId } from '../../src/engine/contract/data-files'
import { galleryPath } from '../../src/engine/contract/entries.js'
import { siteEditTokenMeta } from '../../src/engine/contract/site-edit'
import { withSiteHead } from '../../src/engine/contract/site-head'
import { galleryData } from '../../src/site/section-examples'
import type { Draft, Drafts } from '../drafts'
import { refusals } from '../guard'

const signedIn = { config: { access: 'signed-in' as const } }

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function draftFileRoutes(app: FastifyInstance, { drafts, editorDir }: { drafts: Drafts; editorDir: string }) {
  const template = readFileSync(join(editorDir, 'src/editing-app/editor.html'), 'utf8')
  const galleryTemplate = readFileSync(join(editorDir, 'src/editing-app/gallery.html'), 'utf8')
  /** The gallery's examples drawn for the last site.yaml text asked (the dialog's 16 frames ask for the same one). */
  let examples: { source: string; json: string } | undefined
  const draftOf = (request: FastifyRequest) => drafts.of(request.person!.id)

  /** The editor's page for any address of the site: the app draws the page of that address (or its "not found"). */
  const editorPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const draft = await draftOf(request)
    if (!draft.update) return reply.code(500).type('text/html; charset=utf-8').send(brokenPage(draft))
    const { shared } = draft.update
    const site = shared
    const person = request.person!
    const me = { ok: true, id: person.id, name: person.name, email: person.email, role: person.role, csrf: request.session!.csrf }
    const head = [
      `<title>Editing · ${escapeAttribute(site.site.brand ?? 'the site')}</title>`,
      `<meta name="${siteEditTokenMeta}" content="${request.session!.csrf}" />`,
      `<script type="application/json" id="${sharedDataId}">${scriptJson(shared)}</script>`,
      `<script type="application/json" id="editing-person">${scriptJson(me)}</script>`,
    ].join('\n    ')
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(withSiteHead(template, site.site).replace('<!--draft-head-->', head))
  }

  // The section gallery, as "Add a section" shows each type's example in a frame: drawn with the person's own draft
  // (its brand, its pictures), so a frame of this server's own page (app.ts lets this address alone be framed).
  app.get(galleryPath, signedIn, async (request, reply) => {
    const draft = await draftOf(request)
    if (!draft.update) return reply.code(500).type('text/html; charset=utf-8').send(brokenPage(draft))
    const source = readFileSync(draft.file, 'utf8')
    if (examples?.source !== source) {
      const { entries, icons } = galleryData(source, { publicDir: draft.publicDir })
      examples = { source, json: scriptJson({ entries, icons }) }
    }
    // The site's shared blocks too (its theme, its brand), which the sections' modules read as a built page's do.
    const head = [`<script type="application/json" id="${sharedDataId}">${scriptJson(draft.update.shared)}</script>`, `<script type="application/json" id="${sectionExamplesId}">${examples.json}</script>`].join('\n    ')
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(galleryTemplate.replace('<!--gallery-head-->', head))
  })

  // The draft's data, where a built page's modules look for it.
  app.get(`/${dataDir}/routes.json`, signedIn, async (request, reply) => {
    const { update } = await draftOf(request)
    return update ? reply.header('Cache-Control', 'no-store').send(update.pages.map(({ page }) => page.path)) : reply.code(409).send({ ok: false, message: brokenWords })
  })
  app.get(`/${dataDir}/icons.json`, signedIn, async (request, reply) => {
    const { update } = await draftOf(request)
    return update ? reply.header('Cache-Control', 'no-store').send(update.icons) : reply.code(409).send({ ok: false, message: brokenWords })
  })
  app.get(`/${dataDir}/pages/*`, signedIn, async (request, reply) => {
    const { update } = await draftOf(request)
    if (!update) return reply.code(409).send({ ok: false, message: brokenWords })
    const wanted = decodeURIComponent(request.url.split('?')[0].slice(1))
    const page = update.pages.find(({ page }) => pageDataFile(page.path) === wanted)
    if (!page) return reply.code(404).send({ ok: false, message: 'There is no such page in your draft.' })
    return reply.header('Cache-Control', 'no-store').send({ page: page.page, sections: page.sections, source: page.source })
  })

  // Every other address: a picture or file of the draft's public/, or a page of the site in the editor; under the
  // server's own prefixes, nothing (an address of the API the server does not have is no page of the site).
  app.get('/*', signedIn, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0])
    if (/^\/(api|__site-edit)(\/|$)/.test(path)) return reply.code(404).send({ ok: false, message: refusals.nothing })
    if (/\.[a-z0-9]+$/i.test(path)) {
      const draft = await draftOf(request)
      // Only the person's own browser may keep it, and asks again each time: another session, another draft.
      // @fastify/static's send() refuses any path that leaves the folder (../, encoded or not).
      return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').sendFile(path.slice(1), draft.publicDir)
    }
    return editorPage(request, reply)
  })
}

const brokenWords = 'The published site has a mistake in its file, so your draft can’t be drawn. A developer must put it right first.'

function brokenPage(draft: Draft): string {
  const where = draft.problem ?? ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The site can’t be drawn</title></head><body><main><h1>The site can’t be drawn</h1><p>${brokenWords}</p><pre>${escapeAttribute(where)}</pre></main></body></html>`
}

