import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { defaultPublicDir, formatProblem, loadSite, loadSiteText } from '../../src/site/load-site'

// One broken site.yaml per failure, most of them a copy of tests/fixtures/minimal-site.yaml with one
// mistake (the first line says which). Every error is asserted with its exact position and words:
// those are what the person editing site.yaml reads.

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url))
const errorFixtures = `${fixtures}site-errors/`
// unusedFiles: false: these small sites use a few of the real public/'s files; the unused ones are tested in
// tests/unit/visitor-checks.test.ts.
const load = (file: string) => loadSite(file, { publicDir: defaultPublicDir, unusedFiles: false })

interface Expected {
  line: number
  column: number
  message: string
}

const expectedErrors: Record<string, Expected[]> = {
  'alias-bomb': [{ line: 3, column: 17, message: 'The aliases (*name) in this file repeat other values so many times over that the file would become too large to read.' }],
  'alias-to-missing-anchor': [{ line: 69, column: 18, message: 'The alias "*aboutText" repeats nothing: no anchor "&aboutText" is written before it.' }],
  'bad-email': [{ line: 14, column: 12, message: '"email" must be an e-mail address like "hello@example.com", not "hello@example".' }],
  'bad-enum-value': [{ line: 72, column: 18, message: '"variant" cannot be "fancy". It must be one of: feature, step, tag, project.' }],
  'bad-form-name': [{ line: 34, column: 3, message: 'The name "contact-us" must start with a letter and hold only letters and digits.' }],
  'bad-site-url': [{ line: 4, column: 8, message: '"url" must be https:// followed by the host name only, like "https://example.com", not "http://example.com/". Did you mean "https://example.com"?' }],
  'boolean-where-text-expected': [{ line: 73, column: 33, message: '"text" must be text, but it is true. Put it in quotes to keep it as text.' }],
  'card-category-not-in-filters': [{ line: 78, column: 38, message: 'The category "webb" is not one of the filters. Did you mean "web"?' }],
  'chat-line-unknown-field': [{ line: 52, column: 34, message: 'The message line "Topic" names no field "topik". Did you mean "topic"?' }],
  'colon-in-text': [{ line: 68, column: 12, message: 'This text contains ": ", which YAML reads as a second "key:" on the same line.' }],
  'columns-out-of-range': [{ line: 72, column: 18, message: '"columns" must be at most 6, not 12.' }],
  'comparison-row-wrong-count': [{ line: 78, column: 38, message: 'The row "Pages" has 3 values, but the comparison has 2 columns: give it one value per column.' }],
  'data-link': [{ line: 73, column: 48, message: 'The link "data:text/html,<b>hi</b>" uses data:, which is not allowed: such links can run code or show pages that are not part of the site.' }],
  'dead-link-in-button': [{ line: 62, column: 38, message: 'The link "/contcat" goes to no page of this site. Did you mean "/contact"?' }],
  'dead-link-in-card': [{ line: 73, column: 48, message: 'The link "/contacts" goes to no page of this site. Did you mean "/contact"?' }],
  'dead-link-in-navigation': [{ line: 23, column: 27, message: 'The link "/abuot" goes to no page of this site. Did you mean "/about"?' }],
  'duplicate-field-name': [{ line: 41, column: 15, message: 'Two fields of this form are named "name"; give each its own name. The first is on line 36.' }],
  'duplicate-key-in-section': [{ line: 61, column: 9, message: 'The key "title" appears twice in the same block (first on line 60); keep only one.' }],
  'duplicate-page-path': [{ line: 75, column: 11, message: 'The path "/about" is used by two pages; give each page its own. The first is on line 67.' }],
  'duplicate-section-id': [{ line: 65, column: 13, message: 'The id "intro" is used by two sections on this page; give each its own. The first is on line 60.' }],
  'duplicate-top-level-key': [{ line: 33, column: 1, message: 'The key "footer" appears twice in the same block (first on line 26); keep only one.' }],
  'empty-file': [{ line: 1, column: 1, message: 'site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is empty.' }],
  'file-is-a-list': [{ line: 1, column: 1, message: 'site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is a list.' }],
  'file-is-a-scalar': [{ line: 1, column: 1, message: 'site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is a single value.' }],
  'flow-map-unknown-key': [{ line: 23, column: 23, message: 'Unknown key "too". Did you mean "to"?' }],
  'http-link': [{ line: 18, column: 15, message: 'The link "http://linkedin.com/company/example" uses http:, which is not secure. Did you mean "https://linkedin.com/company/example"?' }],
  'image-path-traversal': [{ line: 65, column: 20, message: 'The picture "../../etc/passwd" points outside the public/ folder with "..".' }],
  'image-wrong-file-type': [{ line: 65, column: 20, message: '"src" must be a file under public/ such as "/images/photo.webp" (svg, webp, png, jpg or avif; no ".."), not "/clients/client-01.gif".' }],
  'javascript-link': [{ line: 62, column: 38, message: 'The link "javascript:alert(1)" uses javascript:, which is not allowed: such links can run code or show pages that are not part of the site.' }],
  'min-length-without-value': [{ line: 40, column: 21, message: 'A minLength rule needs a value: the smallest number of characters.' }],
  'missing-alt': [{ line: 65, column: 13, message: 'Entry 1 of "logos" has no "alt", and it needs one.' }],
  'missing-hero-title': [{ line: 85, column: 9, message: 'This hero section has no "title", and it needs one.' }],
  'missing-image-file': [{ line: 65, column: 20, message: 'The file "public/clients/client-1.svg" does not exist. Did you mean "/clients/client-01.svg"?' }],
  'missing-page-title': [{ line: 67, column: 5, message: 'This page has no "title", and it needs one.' }],
  'missing-site-brand': [{ line: 3, column: 3, message: 'The "site" block has no "brand", and it needs one.' }],
  'misspelt-key': [{ line: 81, column: 9, message: 'Unknown key "heeding". Did you mean "heading"?' }],
  'misspelt-required-key': [{ line: 60, column: 9, message: 'Unknown key "titel". Did you mean "title"?' }],
  'no-catch-all-page': [{ line: 55, column: 3, message: 'No page has the path "*", so addresses that match no page would show nothing.' }],
  'no-pages': [{ line: 54, column: 8, message: '"pages" needs at least 1 entry.' }],
  'number-where-text-expected': [{ line: 16, column: 17, message: '"chatNumber" must be text, but it is the number 910000000000. Put it in quotes to keep it as text.' }],
  'page-without-sections': [{ line: 78, column: 15, message: '"sections" needs at least 1 entry.' }],
  'protocol-relative-link': [{ line: 73, column: 48, message: 'The link "//evil.example.com" starts with "//", so it leads to another site.' }],
  'section-is-a-text': [{ line: 63, column: 9, message: 'Section 2 must be a block of keys, but it is the text "logoWall".' }],
  'section-without-type': [{ line: 63, column: 9, message: 'This section has no "type"; each section needs one, like "type: hero".' }],
  'select-without-options': [{ line: 43, column: 15, message: 'The select field "topic" has no options to choose from.' }],
  'several-problems': [
    { line: 16, column: 17, message: '"chatNumber" must be text, but it is the number 910000000000. Put it in quotes to keep it as text.' },
    { line: 23, column: 27, message: 'The link "/abuot" goes to no page of this site. Did you mean "/about"?' },
    { line: 71, column: 15, message: 'Unknown section type "cardGird". Did you mean "cardGrid"?' },
    { line: 80, column: 15, message: 'There is no form named "contcat". Did you mean "contact"?' },
    { line: 82, column: 5, message: 'This page has no "title", and it needs one.' },
  ],
  'tab-indentation': [{ line: 10, column: 1, message: 'This line is indented with a tab; YAML needs spaces.' }],
  'text-where-list-expected': [{ line: 70, column: 15, message: '"keywords" must be a list (lines starting with "- "), but it is the text "web, design".' }],
  'trailing-slash-page-path': [{ line: 67, column: 11, message: '"path" must be "/", "*" or a path of lower-case words and dashes like "/services/web-development", not "/about/". Did you mean "/about"?' }],
  'two-catch-all-pages': [{ line: 82, column: 11, message: 'There are two not-found pages (path "*"); keep only one. The first is on line 75.' }],
  'unknown-form': [{ line: 80, column: 15, message: 'There is no form named "contcat". Did you mean "contact"?' }],
  'unknown-icon': [{ line: 73, column: 33, message: 'There is no icon "rocekt". By its spelling: "rocket".' }],
  'unknown-key-in-tab': [{ line: 84, column: 17, message: 'Unknown key "from". Did you mean "form"?' }],
  'unknown-placeholder': [{ line: 77, column: 29, message: 'Unknown placeholder "{phon}". Did you mean "{phone}"?' }],
  'year-outside-copyright': [{ line: 86, column: 33, message: 'The placeholder "{year}" is only filled in the footer\'s copyright line; here it would show as "{year}".' }],
  'unknown-section-type': [{ line: 71, column: 15, message: 'Unknown section type "cardGird". Did you mean "cardGrid"?' }],
  'unknown-top-level-key': [{ line: 20, column: 1, message: 'Unknown key "theme".' }],
  'uppercase-page-path': [{ line: 67, column: 11, message: '"path" must be "/", "*" or a path of lower-case words and dashes like "/services/web-development", not "/About". Did you mean "/about"?' }],
  'wrong-type-section-list': [{ line: 79, column: 7, message: '"sections" must be a list (lines starting with "- "), but it is a block of keys.' }],
  'yaml-bad-indentation': [{ line: 10, column: 1, message: 'This line is not indented like the lines around it.' }],
  'yaml-unclosed-flow-map': [{ line: 7, column: 9, message: 'This { … } is not closed.' }],
  'yaml-unclosed-quote': [{ line: 15, column: 12, message: 'This text opens a double quote (") but never closes it.' }],
  'flow-map-comma-in-text': [{ line: 65, column: 49, message: 'Inside { … } a comma ends the text, so "Client One — shoes, bags and belts" was cut at the comma and "bags and belts" was read as a key of its own.' }],
  'flow-map-value-without-key': [{ line: 65, column: 44, message: 'The text "Client One" has no key in front of it, so it was read as a key, and "alt" is missing.' }],
  'no-space-after-colon': [{ line: 60, column: 9, message: 'After "title:" there must be a space, or YAML does not see a key.' }],
  'double-quote-inside-double-quotes': [{ line: 69, column: 18, message: 'This text starts with a double quote ("), so it ends at the next ", and the words after it are left over.' }],
  'apostrophe-inside-single-quotes': [{ line: 69, column: 18, message: "This text starts with a single quote ('), so it ends at the next ' (an apostrophe too), and the words after it are left over." }],
  'colon-in-flow-map-text': [{ line: 62, column: 22, message: 'Inside { … } this text contains ": ", which YAML reads as the start of another key.' }],
  'section-without-dash': [{ line: 63, column: 9, message: 'The key "type" appears twice in the same block (first on line 59); keep only one.' }],
  'page-path-without-slash': [
    { line: 23, column: 27, message: 'The link "/about" goes to no page of this site.' },
    { line: 67, column: 11, message: '"path" must be "/", "*" or a path of lower-case words and dashes like "/services/web-development", not "about". Did you mean "/about"?' },
  ],
  'list-entry-is-a-text': [{ line: 65, column: 13, message: 'Entry 1 of "logos" must be a block of keys, but it is the text "/clients/client-01.svg".' }],
  'placeholder-at-start-of-text': [{ line: 60, column: 16, message: 'A text that starts with "{" is read as a { … } block, so the words after its "}" are left over.' }],
  'link-without-https': [{ line: 62, column: 38, message: '"to" must be a page path like "/contact", an anchor like "#faq", or an https:, mailto: or tel: address, not "www.example.com". Did you mean "https://www.example.com"?' }],
}

describe('broken site.yaml fixtures', () => {
  test('every fixture has expectations, and there are at least 40', () => {
    const names = readdirSync(errorFixtures).filter((name) => name.endsWith('.yaml')).map((name) => name.replace(/\.yaml$/, ''))
    expect(names.sort()).toEqual(Object.keys(expectedErrors).sort())
    expect(names.length).toBeGreaterThanOrEqual(40)
  })

  test.each(Object.entries(expectedErrors))('%s', (name, expected) => {
    const result = load(`${errorFixtures}${name}.yaml`)
    expect(result.site).toBeUndefined()
    expect(result.errors.map(({ line, column, message }) => ({ line, column, message }))).toEqual(expected)
    for (const error of result.errors) {
      expect(error.severity).toBe('error')
      expect(error.message).not.toMatch(/^(Error|Oops)/i)
      expect(formatProblem(error, result.source).split('\n')[0]).toBe(`site.yaml:${error.line}:${error.column}  ${error.message}`)
    }
  })
})

describe('how problems are reported', () => {
  test('all problems of a file at once, sorted by line', () => {
    const { errors } = load(`${errorFixtures}several-problems.yaml`)
    expect(errors.length).toBe(5)
    expect(errors.map((error) => error.line)).toEqual([...errors.map((error) => error.line)].sort((a, b) => a - b))
  })

  test('the place is named in words too', () => {
    const where = (name: string) => load(`${errorFixtures}${name}.yaml`).errors.map((error) => error.where)
    expect(where('misspelt-key')).toEqual(['/contact → section 1 (form) → heeding'])
    expect(where('unknown-key-in-tab')).toEqual(['/contact → section 1 (tabs) → tab 1 → section 1 (form) → from'])
    expect(where('missing-hero-title')).toEqual(['the not-found page (*) → section 1 (hero)'])
    // List entries are counted from 1, like sections and tabs, and as the message itself counts ("Entry 1 of "logos"").
    expect(where('dead-link-in-navigation')).toEqual(['navigation → links, entry 2 → to'])
    expect(where('missing-alt')).toEqual(['/ → section 2 (logoWall) → logos, entry 1'])
  })

  test('a hint says what to do where the message alone does not', () => {
    const [unknownType] = load(`${errorFixtures}unknown-section-type.yaml`).errors
    expect(unknownType.hint).toMatch(/^Section types: hero, cardGrid, /)
    const [missingFile] = load(`${errorFixtures}missing-image-file.yaml`).errors
    expect(missingFile.hint).toMatch(/^Files in public\/clients: client-01\.svg, /)
  })

  test('mistakes in how text is written get a hint with the line as it should be', () => {
    const hints = (name: string) => load(`${errorFixtures}${name}.yaml`).errors.map((error) => error.hint)
    expect(hints('flow-map-comma-in-text')).toEqual(['Put text that contains a comma in quotes: alt: "Client One — shoes, bags and belts"'])
    expect(hints('flow-map-value-without-key')).toEqual(['Write the key before the text: alt: Client One'])
    expect(hints('no-space-after-colon')).toEqual(['Write: title: Hello'])
    expect(hints('double-quote-inside-double-quotes')).toEqual([`Use the other kind of quotes around the text: description: 'We say "hello" to every client'`])
    expect(hints('apostrophe-inside-single-quotes')).toEqual(['Use the other kind of quotes around the text: description: "We\'re a small team"'])
    expect(hints('placeholder-at-start-of-text')).toEqual(['Put the whole text in quotes: title: "{brand} at your service"'])
    expect(hints('alias-to-missing-anchor')[0]).toMatch(/If it is text, put it in quotes: description: "\*aboutText"\.$/)
    expect(hints('colon-in-flow-map-text')).toEqual(['Put the text in quotes: label: "Contact: us"'])
    expect(hints('section-without-dash')).toEqual(['If this line starts a new section, write "- " before "type:", lined up with the other sections\' "- type:".'])
    expect(hints('page-path-without-slash')).toEqual(['The page with path "about" is probably meant: write its path as "/about".', undefined])
    expect(hints('list-entry-is-a-text')).toEqual(['Write it as a block with "src" and "alt", like { src: …, alt: … }.'])
    expect(hints('bad-enum-value')[0]).toMatch(/^feature: Icon, title, text and a link or detail window \(services, values\)\. step: Numbered cards/)
  })

  test('text cut short by " #" (a comment in YAML) gets a warning', () => {
    const minimal = readFileSync(`${fixtures}minimal-site.yaml`, 'utf8')
    const result = loadSiteText(minimal.replace('    description: About us.', '    description: We are #1 in Gujarat'), { publicDir: defaultPublicDir, unusedFiles: false })
    expect(result.errors).toEqual([])
    expect(result.site?.pages.find((page) => page.path === '/about')?.description).toBe('We are')
    expect(result.warnings.map(({ line, column, message, hint }) => ({ line, column, message, hint }))).toEqual([{
      line: 69,
      column: 18,
      message: 'The text of "description" ends at "We are": in YAML, " #" starts a comment, so "#1 in Gujarat" is left out.',
      hint: 'To keep it in the text, put the whole text in quotes: description: "We are #1 in Gujarat". A note for editors goes on a line of its own, above.',
    }])
  })

  test('the printed report has a code frame with a caret under the column', () => {
    const result = load(`${errorFixtures}misspelt-key.yaml`)
    const printed = formatProblem(result.errors[0], result.source)
    expect(printed).toContain('> 81 |         heeding: Write to us')
    expect(printed).toContain('   |         ^')
  })

  test('an alias bomb is refused without expanding it', () => {
    const started = performance.now()
    const { errors } = load(`${errorFixtures}alias-bomb.yaml`)
    // Expanded, the file would hold a billion entries; refusing it takes milliseconds. The bound only catches a hang.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(errors).toHaveLength(1)
  })
})

describe('valid sites', () => {
  test('the minimal site is valid, without warnings, with placeholders filled in', () => {
    const result = load(`${fixtures}minimal-site.yaml`)
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.site?.footer.copyright).toBe('© {year} Example Agency.')
  })

  test('warnings do not fail the site, and each says what is wrong where', () => {
    const result = load(`${fixtures}site-warnings.yaml`)
    expect(result.errors).toEqual([])
    expect(result.site).toBeDefined()
    expect(result.warnings.map(({ severity, line, column, message }) => ({ severity, line, column, message }))).toEqual([
      { severity: 'warning', line: 67, column: 49, message: 'The picture "/clients/client-02.svg" has an empty alt text, so people who cannot see it are told nothing.' },
      { severity: 'warning', line: 75, column: 88, message: 'The picture "/logo.svg" has an empty alt text, so people who cannot see it are told nothing.' },
      { severity: 'warning', line: 80, column: 5, message: 'The page "/contact" has no description, so search results show the site\'s general one.' },
      { severity: 'warning', line: 86, column: 11, message: 'No link leads to the page "/old-offer": not the navigation, not the footer, not another page.' },
    ])
    expect(formatProblem(result.warnings[0], result.source).split('\n')[0]).toBe(
      'site.yaml:67:49  warning: The picture "/clients/client-02.svg" has an empty alt text, so people who cannot see it are told nothing.',
    )
  })
})
