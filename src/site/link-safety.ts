// Links and picture paths the schema refuses for safety: the message says why, rather than what is allowed.
import { messages, problem } from './messages'
import type { DataPath, PendingProblem } from './problem'

/** An http: link, a "//" link, or a scheme that can run code (javascript:, data:, …), where the schema wants a link. */
export function unsafeLink(path: DataPath, value: unknown, schemaTitle: string | undefined): PendingProblem | undefined {
  if (typeof value !== 'string' || (schemaTitle !== 'Link' && schemaTitle !== 'InternalPath')) return undefined
  if (/^http:\/\//i.test(value)) return problem(messages.insecureLink, { link: value }, { path })
  if (value.startsWith('//')) return problem(messages.doubleSlashLink, { link: value }, { path })
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]
  if (scheme && !['https', 'mailto', 'tel'].includes(scheme.toLowerCase())) return problem(messages.forbiddenLinkScheme, { link: value, scheme }, { path })
  return undefined
}

/** A picture's path that climbs out of public/ with "..". */
export function unsafeFilePath(path: DataPath, value: unknown): PendingProblem | undefined {
  if (path.at(-1) !== 'src' || typeof value !== 'string' || !value.includes('..')) return undefined
  return problem(messages.pictureOutsidePublic, { src: value }, { path })
}
