import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { maxPictureBytes, uploadFolder } from '../../src/engine/contract/site-edit'
import { checkPicture, listPictures, safeName, savePicture, sniffType, svgRefusal } from '../../src/engine/vite/public-files'

// The pictures the editing interface of `npm start` lists and saves (src/engine/vite/public-files.ts): a safe name,
// never over another file, only PNG, JPEG, WebP, AVIF and SVG up to 2 MB by their bytes, and no SVG that runs code
// or refers to anything outside itself.

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))

/** The first bytes of each type, and a few bytes after (a checker reads only the start). */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)])
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24, 1)])
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16, 1)])
const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.from([0, 0, 0, 0]), Buffer.from('avifmif1miaf'), Buffer.alloc(16, 1)])
const svg = (inner = '<rect width="10" height="10" fill="url(#g)"/>') => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- a drawing -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>\n`)

describe('the type is read from the bytes', () => {
  test('PNG, JPEG, WebP, AVIF and SVG are known by their signature', () => {
    expect([png, jpeg, webp, avif, svg()].map(sniffType)).toEqual(['png', 'jpeg', 'webp', 'avif', 'svg'])
    // AVIF named among the compatible brands of another major brand.
    const compatible = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1avif'), Buffer.alloc(8)])
    expect(sniffType(compatible)).toBe('avif')
  })

  test.each([
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['BMP', Buffer.concat([Buffer.from('BM'), Buffer.alloc(40, 0)])],
    ['HEIC', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(8)])],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1')],
    ['an HTML page', Buffer.from('<!doctype html><html><body><svg></svg><script>alert(1)</script></body></html>')],
    ['a text file', Buffer.from('just some words, not a picture')],
    ['XML that is not an SVG', Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>')],
    ['a PNG signature cut short', png.subarray(0, 5)],
  ])('%s is refused, whatever its name', (_, bytes) => {
    expect(sniffType(bytes)).toBeUndefined()
    expect(checkPicture(bytes)).toEqual({ ok: false, status: 415, message: 'The file is not a PNG, JPEG, WebP, AVIF or SVG picture (its content was checked, not only its name).' })
  })

  test('an empty file is refused', () => {
    expect(checkPicture(Buffer.alloc(0))).toEqual({ ok: false, status: 415, message: 'The file is empty.' })
  })
})

describe('the size', () => {
  test('2 MB is accepted; one byte more is refused, with the size', () => {
    const exact = Buffer.concat([png, Buffer.alloc(maxPictureBytes - png.length)])
    expect(checkPicture(exact)).toEqual({ ok: true, type: 'png' })
    const over = Buffer.concat([exact, Buffer.alloc(1)])
    const refused = checkPicture(over)
    expect(refused).toMatchObject({ ok: false, status: 413 })
    expect(refused.ok || refused.message).toBe('The picture is 2.0 MB: at most 2 MB is accepted (a smaller export, or WebP or AVIF, keeps the page fast).')
    expect(checkPicture(Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]))).toMatchObject({ ok: false, status: 413, message: expect.stringMatching(/^The picture is 3\.0 MB/) })
  })
})

describe('an SVG that runs code or refers outside itself is refused, saying which', () => {
  const outside = (reference: string) => `The SVG refers to something outside itself (${reference}): only references to its own parts (#…) or to pictures written inside it (data:image/…) are accepted.`
  test.each([
    ['a script', '<script>fetch("/__site-edit/change")</script>', 'The SVG holds a script (<script>): a picture may not run code.'],
    ['a script of another namespace', '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>', 'The SVG holds HTML: <html:script>. Only a plain drawing is accepted.'],
    ['an event attribute', '<rect width="1" height="1" onclick="alert(1)"/>', 'The SVG has an event attribute (onclick=…): a picture may not run code.'],
    ['an event attribute in capitals', '<g ONLOAD = "alert(1)"/>', 'The SVG has an event attribute (ONLOAD=…): a picture may not run code.'],
    ['a link (<a>)', '<a href="javascript:alert(1)"><text>x</text></a>', 'The SVG holds <a>, which is not among the elements of a drawing.'],
    ['an external xlink:href', '<image xlink:href="http://tracker.example/pixel.png" width="1" height="1"/>', outside('xlink:href="http://tracker.example/pixel.png"')],
    ['a file of the site', "<use href='/logo.svg#a'/>", outside('href="/logo.svg#a"')],
    ['a data: address that is not a raster picture', '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>', outside('href="data:image/svg+xml;base64,PHN2Zz4="')],
    ['an external url()', '<rect width="1" height="1" style="fill: url(https://example.com/p.svg#x)"/>', outside('url(https://example.com/p.svg#x)')],
    ['a font from elsewhere', "<style>.a { font-family: x; src: url('//fonts.example/x.woff2') }</style>", outside('url(//fonts.example/x.woff2)')],
    ['a stylesheet import', '<style>@import "https://example.com/a.css";</style>', "The SVG's CSS (<style>) holds a stylesheet import (@import): only plain rules are accepted."],
    ['a foreignObject', '<foreignObject width="10" height="10"><div>hi</div></foreignObject>', 'The SVG embeds other content (<foreignObject>): only a plain drawing is accepted.'],
    ['HTML inside', '<g xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="x"/></g>', 'The SVG holds HTML: <h:iframe>. Only a plain drawing is accepted.'],
    // What got through the check that read the text (issue 45): each is what the browser resolves it to.
    ['HTML whose namespace is written with a character reference', '<g xmlns:x="http&#58;//www.w3.org/1999/xhtml"><x:iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></g>', 'The SVG holds HTML: <x:iframe>. Only a plain drawing is accepted.'],
    ['an animated href written with character references', '<g><set attributeName="&#x68;ref" to="&#x6A;avascript:alert(1)"/></g>', 'The SVG animates (<set>), which can change it after this check: only a still drawing is accepted.'],
    ['CSS @import with an escape', '<style>@im\\port "https://example.com/a.css";</style>', "The SVG's CSS (<style>) holds an escape (\"\\\"), which can hide what it does: write the CSS plainly."],
    ['CSS url() with an escape', '<rect width="1" height="1" style="fill: u\\rl(https://example.com/x)"/>', "The SVG's CSS (the style of <rect>) holds an escape (\"\\\"), which can hide what it does: write the CSS plainly."],
  ])('%s', (_, inner, message) => {
    expect(svgRefusal(svg(inner).toString('utf8'))).toBe(message)
    expect(checkPicture(svg(inner))).toEqual({ ok: false, status: 415, message })
  })

  test.each([
    ['a DOCTYPE', '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an entity', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'],
  ])('%s', (_, text) => {
    // Still known as an SVG (the DOCTYPE comes before <svg>), so the message says what is wrong with it.
    expect(sniffType(Buffer.from(text))).toBe('svg')
    expect(checkPicture(Buffer.from(text))).toEqual({ ok: false, status: 415, message: 'The SVG declares a DOCTYPE (<!DOCTYPE …>), which can pull in other files or define entities: remove it (a picture needs none).' })
  })

  // Known ways of running script from an SVG (OWASP's filter evasion sheet, the html5sec.org vectors, DOMPurify's
  // SVG tests, CVE write-ups of SVG uploads), each inside an otherwise plain drawing. Every one is refused.
  const vectors = [
    '<script xlink:href="data:text/javascript,alert(1)"/>',
    '<script><![CDATA[alert(1)]]></script>',
    '<svg onload="alert(1)"/>',
    '<g onmouseover="alert(1)"><rect width="9" height="9"/></g>',
    '<image href="x" onerror="alert(1)"/>',
    '<animate onbegin="alert(1)" attributeName="x" dur="1s"/>',
    '<set attributeName="onmouseover" to="alert(1)"/>',
    '<animate attributeName="href" values="javascript:alert(1)"/>',
    '<a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)"><text>x</text></a>',
    '<use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>',
    '<use xlink:href="https://evil.example/sprite.svg#x"/>',
    '<image href="javascript:alert(1)" width="9" height="9"/>',
    '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>',
    '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>',
    '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>',
    '<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/>',
    '<math xmlns="http://www.w3.org/1998/Math/MathML"><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    '<style>svg { background: url("javascript:alert(1)") }</style>',
    '<style>@import url(https://evil.example/a.css);</style>',
    '<style>rect { behavior: url(x.htc) }</style>',
    '<style>rect { width: expression(alert(1)) }</style>',
    '<style>/**/@import "x.css";</style>',
    '<style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style>',
    '<rect width="9" height="9" style="background-image: url(https://evil.example/track)"/>',
    '<rect width="9" height="9" fill="url(https://evil.example/p.svg#g)"/>',
    '<rect width="9" height="9" filter="url(https://evil.example/f.svg#f)"/>',
    '<rect width="9" height="9" xml:base="javascript:alert(1)//"/>',
    '<iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>',
    '<embed xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>',
    '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>',
    '<feImage href="https://evil.example/i.png"/>',
    '<?xml-stylesheet href="https://evil.example/a.css"?><rect width="9" height="9"/>',
    '<text>&unknown;</text>',
    '<rect width="9" height="9" ev:onclick="alert(1)" xmlns:ev="http://www.w3.org/2001/xml-events"/>',
  ]
  test(`${vectors.length} known script and request vectors are each refused`, () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30)
    const accepted = vectors.filter((inner) => checkPicture(svg(inner)).ok)
    expect(accepted).toEqual([])
  })

  test('a plain drawing is accepted: its own gradients and uses (#…), and a picture written inside it (data:image/…)', () => {
    const inner = '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/></defs><use href="#p"/><use xlink:href="#p"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text font-family="Noto Sans">Sign on</text>'
    expect(checkPicture(svg(inner))).toEqual({ ok: true, type: 'svg' })
  })

  test('every SVG the project ships in public/ is accepted', () => {
    const svgs = listPictures(publicDir).filter((path) => path.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(20)
    for (const path of svgs) expect(checkPicture(readFileSync(join(publicDir, path))), path).toEqual({ ok: true, type: 'svg' })
  })
})

describe('the safe name', () => {
  test.each([
    ['Logo Final.PNG', 'png', 'logo-final.png'],
    ['My  New   Logo (2).png', 'png', 'my-new-logo-2.png'],
    ['Café Crème.jpeg', 'jpeg', 'cafe-creme.jpg'],
    // The type is the bytes': a WebP named .jpg is saved as .webp.
    ['photo.jpg', 'webp', 'photo.webp'],
    ['client_logo.v2.svg', 'svg', 'client-logo.v2.svg'],
    // No folder, so no way out of public/.
    ['../../etc/passwd', 'png', 'passwd.png'],
    ['..\\..\\windows\\win.ini', 'png', 'win.ini.png'],
    ['/home/someone/Pictures/Team.avif', 'avif', 'team.avif'],
    // No hidden file, no "..", no leading or trailing "-" or ".".
    ['.htaccess', 'png', 'htaccess.png'],
    ['a..b...png', 'png', 'a.b.png'],
    ['--- hello ---.png', 'png', 'hello.png'],
    // Nothing usable left.
    ['लोगो.png', 'png', 'picture.png'],
    ['', 'svg', 'picture.svg'],
    ['x'.repeat(200) + '.png', 'png', 'x'.repeat(60) + '.png'],
  ] as const)('%s → %s', (name, type, expected) => {
    const safe = safeName(name, type)
    expect(safe).toBe(expected)
    expect(safe).toMatch(/^[a-z0-9][a-z0-9.-]*\.(png|jpg|webp|avif|svg)$/)
    expect(safe).not.toContain('..')
  })
})

describe('saving into public/', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'public-files-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  test(`a picture goes to public/${uploadFolder}/ under its safe name, and never over another file`, () => {
    mkdirSync(join(folder, uploadFolder), { recursive: true })
    writeFileSync(join(folder, uploadFolder, 'team-photo.png'), 'someone else’s')
    const first = savePicture(folder, 'Team Photo.png', png)
    expect(first).toEqual({ ok: true, path: `/${uploadFolder}/team-photo-2.png`, file: join(folder, uploadFolder, 'team-photo-2.png') })
    const second = savePicture(folder, 'team photo.PNG', png)
    expect(second).toMatchObject({ ok: true, path: `/${uploadFolder}/team-photo-3.png` })
    expect(readFileSync(join(folder, uploadFolder, 'team-photo.png'), 'utf8')).toBe('someone else’s')
    expect(readFileSync(join(folder, uploadFolder, 'team-photo-2.png'))).toEqual(png)
    expect(readdirSync(join(folder, uploadFolder)).sort()).toEqual(['team-photo-2.png', 'team-photo-3.png', 'team-photo.png'])
  })

  test('a name with a path lands in the upload folder, and nothing is written anywhere else', () => {
    const saved = savePicture(join(folder, 'public'), '../../outside.png', png)
    expect(saved).toMatchObject({ ok: true, path: `/${uploadFolder}/outside.png` })
    expect(existsSync(join(folder, 'outside.png'))).toBe(false)
    expect(readdirSync(folder)).toEqual(['public'])
  })

  test('a refused file is not written', () => {
    expect(savePicture(folder, 'x.svg', svg('<script>1</script>'))).toMatchObject({ ok: false, status: 415 })
    expect(savePicture(folder, 'big.png', Buffer.concat([png, Buffer.alloc(maxPictureBytes)]))).toMatchObject({ ok: false, status: 413 })
    expect(readdirSync(folder)).toEqual([])
  })

  test('good SVG, PNG, JPEG, WebP and AVIF files are saved with their type’s extension', () => {
    const saved = [savePicture(folder, 'a.svg', svg()), savePicture(folder, 'b.png', png), savePicture(folder, 'c', jpeg), savePicture(folder, 'd.webp', webp), savePicture(folder, 'e.avif', avif)]
    expect(saved.map((result) => result.ok && result.path)).toEqual(['a.svg', 'b.png', 'c.jpg', 'd.webp', 'e.avif'].map((name) => `/${uploadFolder}/${name}`))
  })
})

describe('the list of pictures', () => {
  test('every picture under public/ by its path on the site, and nothing else', () => {
    const list = listPictures(publicDir)
    expect(list).toContain('/clients/client-01.svg')
    expect(list).toContain('/images/social-card.png')
    expect(list).toContain('/logo.svg')
    expect(list.some((path) => !/\.(svg|png|jpe?g|webp|avif)$/.test(path))).toBe(false)
    expect(list).toEqual([...list].sort())
  })

  test('hidden files, other files and names the schema would refuse are left out', () => {
    const folder = mkdtempSync(join(tmpdir(), 'public-list-'))
    try {
      mkdirSync(join(folder, 'a'))
      mkdirSync(join(folder, '.hidden'))
      for (const name of ['a/one.png', 'a/two.webp', '.hidden/three.png', '.four.png', 'notes.txt', 'with space.png', 'UPPER.PNG']) writeFileSync(join(folder, name), '')
      expect(listPictures(folder)).toEqual(['/a/one.png', '/a/two.webp'])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
