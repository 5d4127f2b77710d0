import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'
import { headersFor, parseHeadersFile } from './headers-file'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}

/**
 * Serves a folder the way a plain static host does, with no rewrite rules:
 * a file, or a folder's index.html, or else 404.html with status 404.
 */
export function serveStatic(root: string, port = 0): Promise<{ server: Server; url: string }> {
  // The headers of the build's _headers file (pipeline/headers-file.ts), sent as Netlify or Cloudflare Pages would:
  // the e2e tests run under the site's Content-Security-Policy.
  const headerRules = existsSync(join(root, '_headers')) ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : []
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '')
    let file = join(root, safe)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    let status = 200
    if (!existsSync(file)) {
      status = 404
      file = join(root, '404.html')
      if (!existsSync(file)) {
        response.writeHead(404).end('Not found')
        return
      }
    }
    // Like a CDN: compressed text, and hashed assets cached for a year.
    const type = types[extname(file)] ?? 'application/octet-stream'
    const headers: Record<string, string> = { ...headersFor(headerRules, pathname), 'content-type': type }
    if (pathname.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable'
    const compress = /text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))
    if (compress) headers['content-encoding'] = 'gzip'
    response.writeHead(status, headers)
    const body = createReadStream(file)
    if (compress) body.pipe(createGzip()).pipe(response)
    else body.pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject) // the port is taken, say
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actualPort = typeof address === 'object' && address ? address.port : port
      resolve({ server, url: `http://127.0.0.1:${actualPort}` })
    })
  })
}
