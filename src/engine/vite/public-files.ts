import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { maxPictureBytes, uploadFolder } from '../contract/site-edit'
import { svgRefusal } from './svg-check'

// The pictures of public/ for the editing interface of `npm start` (src/engine/vite/site-edit-plugin.ts routes to
// here): the list to choose from, and a new file copied in. Nothing here writes anywhere but public/, and never over
// a file that is there.

export type PictureType = 'png' | 'jpeg' | 'webp' | 'avif' | 'svg'

/** The extension a picture of each type is saved with, whatever its name had. */
const extensionOf: Record<PictureType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif', svg: 'svg' }

const typeNames = 'PNG, JPEG, WebP, AVIF or SVG'

/** A path the schema accepts for a picture (schema/common.json's image.src), so a listed file can always be chosen. */
const sitePath = /^\/(?![/\\])(?!.*\.\.)[\w./-]+\.(svg|webp|png|jpe?g|avif)$/

const startsWith = (bytes: Buffer, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1')

/** An ISO media file (ftyp box) whose brands name AVIF: its major brand, or one of its compatible brands. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

/**
 * An SVG file: UTF-8 text whose first element is <svg>, after what may come before it (a byte-order mark, an XML
 * declaration, comments, a DOCTYPE, which the check then refuses).
 */
const svgStart = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*<(?:[\w-]+:)?svg[\s>/]/i

function isSvg(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false
  const text = bytes.toString('utf8')
  // Bytes that are not UTF-8 come back as U+FFFD: not a text file.
  if (text.includes('\uFFFD')) return false
  return svgStart.test(text.replace(/^\uFEFF/, ''))
}

/** The picture type the bytes are (by their signature, whatever the file's name says), or undefined. */
export function sniffType(bytes: Buffer): PictureType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (isAvif(bytes)) return 'avif'
  if (isSvg(bytes)) return 'svg'
  return undefined
}

// Whether an SVG is a plain drawing is svg-check.ts's to say: it reads the file as XML.
export { svgRefusal }

export type PictureCheck = { ok: true; type: PictureType } | { ok: false; status: 413 | 415; message: string }

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Whether these bytes may be saved as a picture: their size, their type (by signature), and an SVG's content. */
export function checkPicture(bytes: Buffer): PictureCheck {
  if (bytes.length === 0) return { ok: false, status: 415, message: 'The file is empty.' }
  if (bytes.length > maxPictureBytes) return { ok: false, status: 413, message: `The picture is ${megabytes(bytes.length)}: at most 2 MB is accepted (a smaller export, or WebP or AVIF, keeps the page fast).` }
  const type = sniffType(bytes)
  if (!type) return { ok: false, status: 415, message: `The file is not a ${typeNames} picture (its content was checked, not only its name).` }
  if (type === 'svg') {
    const refused = svgRefusal(bytes.toString('utf8'))
    if (refused) return { ok: false, status: 415, message: refused }
  }
  return { ok: true, type }
}

/**
 * A safe file name for a picture: the last part of the given name (no folder, so it cannot climb out), lowercase,
 * accents dropped, every run of other characters (spaces too) one "-", with the extension of its type (the bytes'
 * type decides, not the name: a WebP named photo.jpg is saved as photo.webp). "picture" when nothing is left.
 */
export function safeName(name: string, type: PictureType): string {
  const last = name.split(/[\\/]/).pop() ?? ''
  const stem = last
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.(png|jpe?g|webp|avif|svg|gif|bmp|tiff?|heic)$/, '')
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .slice(0, 60)
    .replace(/^[.-]+|[.-]+$/g, '')
  return `${stem || 'picture'}.${extensionOf[type]}`
}

export type SavedPicture = { ok: true; path: string; file: string } | { ok: false; status: 413 | 415 | 500; message: string }

/**
 * Saves a picture in public/<uploadFolder>/ under its safe name; when a file has that name, under name-2, name-3…
 * (created with 'wx': never over a file, even one written meanwhile). `path` is its path on the site.
 */
export function savePicture(publicDir: string, name: string, bytes: Buffer): SavedPicture {
  const checked = checkPicture(bytes)
  if (!checked.ok) return checked
  const root = resolve(publicDir)
  const folder = resolve(root, uploadFolder)
  mkdirSync(folder, { recursive: true })
  const wanted = safeName(name, checked.type)
  const dot = wanted.lastIndexOf('.')
  for (let count = 1; count <= 1000; count++) {
    const fileName = count === 1 ? wanted : `${wanted.slice(0, dot)}-${count}${wanted.slice(dot)}`
    const file = join(folder, fileName)
    // The name is safe already; this is the rule itself: nothing is written outside public/.
    if (!file.startsWith(root + sep)) return { ok: false, status: 500, message: 'Refused: the picture would not be in public/.' }
    try {
      writeFileSync(file, bytes, { flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue
      return { ok: false, status: 500, message: `The picture could not be saved: ${(error as Error).message}` }
    }
    return { ok: true, path: '/' + relative(root, file).split(sep).join('/'), file }
  }
  return { ok: false, status: 500, message: `public/${uploadFolder}/ already holds 1,000 pictures named like ${wanted}: rename the file.` }
}

/**
 * The pictures under public/, by their path on the site ("/clients/client-01.svg"), sorted. Only paths the schema
 * accepts (so choosing one is never refused); hidden files and folders and links are left out.
 */
export function listPictures(publicDir: string, limit = 5000): string[] {
  const root = resolve(publicDir)
  const found: string[] = []
  const walk = (folder: string) => {
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return // a folder that went, or cannot be read
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || found.length >= limit) continue
      const file = join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.isFile()) {
        const path = '/' + relative(root, file).split(sep).join('/')
        if (sitePath.test(path)) found.push(path)
      }
    }
  }
  walk(root)
  return found.sort()
}

export type UploadAnswer = SavedPicture | { ok: false; status: 400; message: string }

/** An upload's body ({ name, data }: its bytes in base64), checked and saved in public/. */
export function uploadPicture(publicDir: string, body: { name?: unknown; data?: unknown }): UploadAnswer {
  if (typeof body.name !== 'string' || typeof body.data !== 'string') return { ok: false, status: 400, message: 'An upload names the file ("name") and its bytes in base64 ("data").' }
  // Buffer.from skips what is not base64: a body that is not base64 would be saved as other bytes than were sent.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.data)) return { ok: false, status: 400, message: 'The upload\'s "data" is not base64.' }
  return savePicture(publicDir, body.name, Buffer.from(body.data, 'base64'))
}

/** The Content-Type of a picture of public/, by its extension. */
export function pictureContentType(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml' }[extension] ?? 'application/octet-stream'
}
