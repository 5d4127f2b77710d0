// A git host for tests: the bare repositories of a folder, served over HTTP on 127.0.0.1 by git's own CGI program
// (git http-backend), behind Basic authentication with one token, as GitHub, GitLab or Gitea take a token.
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GitHost {
  server: Server
  /** The address of a repository of the folder, with the credential in it (https://user:TOKEN@host/… as a person writes it). */
  urlOf(repository: string, token?: string): string
  close(): Promise<void>
}

export async function serveGit(projectRoot: string, token: string): Promise<GitHost> {
  const server = createServer((request, response) => {
    const [user, sent] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':')
    if (sent !== token) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end('Authentication failed')
      return
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const cgi = spawn('git', ['http-backend'], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        CONTENT_LENGTH: request.headers['content-length'] ?? '',
        HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        // An authenticated user may push (http.receivepack is on for them).
        REMOTE_USER: user || 'git',
        REMOTE_ADDR: '127.0.0.1',
      },
    })
    request.pipe(cgi.stdin)
    // The CGI answer: headers, a blank line, the body.
    let head = Buffer.alloc(0)
    let headDone = false
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headDone) return void response.write(chunk)
      head = Buffer.concat([head, chunk])
      const end = head.indexOf('\r\n\r\n')
      if (end < 0) return
      headDone = true
      const headers: Record<string, string> = {}
      let status = 200
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const [name, ...value] = line.split(':')
        if (name.toLowerCase() === 'status') status = Number.parseInt(value.join(':').trim(), 10)
        else headers[name] = value.join(':').trim()
      }
      response.writeHead(status, headers)
      response.write(head.subarray(end + 4))
    })
    cgi.stdout.on('end', () => response.end())
    cgi.on('error', () => response.writeHead(500).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    server,
    urlOf: (repository, withToken = token) => `http://git:${withToken}@127.0.0.1:${port}/${repository}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
