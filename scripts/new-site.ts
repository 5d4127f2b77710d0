// Starts a new business's site in a folder of its own: npm run new-site -- DIR
// DIR gets a starter site.yaml (a home, about, contact and not-found page, the site block with placeholders to fill
// in, a contact form) and public/ with its favicon and logo; the command prints how to check, start, edit and build
// it. Every command works on it with SITE_DIR=DIR (src/site/load-site.ts, siteFolders). It never writes into a folder
// that holds anything.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { formatReport, loadSite } from '../src/site/load-site'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A plain mark, the same for the tab and the navigation bar: the business replaces both with its own. */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="32" height="32">
  <rect x="2" y="2" width="36" height="36" rx="9" fill="#0f766e"/>
  <circle cx="20" cy="20" r="8.5" fill="none" stroke="#f8fafc" stroke-width="4"/>
</svg>
`

/**
 * The starter site.yaml. `schema` is the path from the new folder to schema/site.schema.json, for the editors that
 * read the first line (completion and checks as one types). Its words are all the business's to replace: none is
 * the agency's (tests/unit/new-site.test.ts holds it to that).
 */
export function starterSiteYaml(schema: string): string {
  return `# yaml-language-server: $schema=${schema}
#
# Your site. Every page is a list of sections, drawn top to bottom. Replace the words that start with "Your",
# the address, the e-mail address and the numbers, then every text of the pages with your own.
# The commands (run in the engine's folder, with SITE_DIR naming this folder): npm start shows the site and
# updates it as you save, with "Edit page" to change it on the page itself; npm run check says what is wrong, with
# line and column; npm run build makes the site to publish. Section types and their keys: the engine's docs/sections.md.

site:
  # Written once, here: any text below can repeat them with {brand}, {phone}, {email}, {chatNumber}, {address} and {url}.
  brand: Your business name
  url: https://www.your-business.example
  title: "{brand} | What you do, and where"
  description: One or two sentences on what your business does and for whom, as search results show them.
  # The pictures are files in public/ beside this file: /logo.svg is public/logo.svg.
  favicon: /favicon.svg
  logo: { src: /logo.svg, alt: "{brand} logo" }
  location:
    address: Your street and number, postcode and city
    city: Your city
    state: Your state or region
    country: Your country
  contact:
    email: hello@your-business.example
    phone: "+00 0000 000000"
    # The WhatsApp number the contact form's messages go to: country code and number, digits only.
    chatNumber: "000000000000"
  # Your pages on social networks, one a line under social:, such as  instagram: https://instagram.com/your-business
  social: {}

navigation:
  links:
    - { label: Home, to: / }
    - { label: About, to: /about }
    - { label: Contact, to: /contact }

footer:
  about: One sentence about your business, shown under its name.
  quickLinksHeading: Pages
  quickLinks:
    - { label: Home, to: / }
    - { label: About, to: /about }
    - { label: Contact, to: /contact }
  servicesHeading: What we offer
  services:
    - { label: Your first service, to: / }
    - { label: Your second service, to: / }
    - { label: Your third service, to: / }
  contactHeading: How to reach us
  legalLinks: []
  copyright: © {year} {brand}.

forms:
  # The contact form: the visitor's words become a WhatsApp message to site.contact.chatNumber.
  contact:
    fields:
      - name: name
        label: Your name
        kind: text
        rules:
          - { rule: minLength, value: 2, message: Please tell us your name }
      - name: email
        label: Your e-mail address
        kind: email
        rules:
          - { rule: email, message: Please give an e-mail address we can answer }
      - name: message
        label: Your message
        kind: textarea
        rules:
          - { rule: minLength, value: 10, message: Please write a few words more }
    submitLabel: Send
    after:
      kind: toast
      title: Thank you
      text: Your message is ready in WhatsApp. Send it there, and we will answer soon.
    message:
      header: A message from the website
      lines:
        - { label: Name, field: name }
        - { label: E-mail, field: email }
        - { label: Message, field: message }

pages:
  - path: /
    title: "{brand} | What you do, and where"
    description: What your business offers and for whom, in a sentence or two, as search results show it.
    organization: true
    sections:
      - type: hero
        badge: What you do, in a few words
        title: The one thing your customers should know
        subtitle: A sentence or two on what you offer and for whom. Every text of this page is yours to replace.
        buttons:
          - { label: Write to us, to: /contact }
          - { label: About us, to: /about, variant: secondary }

      - type: cardGrid
        heading: What we offer
        columns: 3
        cards:
          - { title: Your first service, text: A sentence on what it is and who it is for. }
          - { title: Your second service, text: A sentence on what it is and who it is for. }
          - { title: Your third service, text: A sentence on what it is and who it is for. }

  - path: /about
    title: "About | {brand}"
    description: Who runs your business, since when, and how you work.
    sections:
      - type: hero
        size: compact
        title: About us
        subtitle: Who we are, in one sentence.
      - type: richText
        body: |
          Tell your story here: who started the business, when, and why.

          Say how you work with your customers, and what they can count on.

  - path: /contact
    title: "Contact | {brand}"
    description: Send a message, or find the address, phone number and e-mail address.
    sections:
      - type: hero
        size: compact
        title: Write to us
        subtitle: We answer every message.
      - { type: form, heading: Send a message, form: contact }
      - type: contactInfo
        heading: Where to find us
        items:
          - { icon: map-pin, label: Address, value: "{address}" }
          - { icon: phone, label: Phone, value: "{phone}", to: "tel:{phone}" }
          - { icon: mail, label: E-mail, value: "{email}", to: "mailto:{email}" }

  # The page for an address no page has.
  - path: "*"
    title: "Not found | {brand}"
    description: There is no page at this address.
    sections:
      - type: hero
        size: compact
        title: There is no page here
        subtitle: The address may be mistyped, or the page has moved.
        buttons:
          - { label: Go to the home page, to: / }
`
}

/** The files of a new site, by their path in its folder. */
export function starterFiles(dir: string): Record<string, string> {
  const schema = relative(dir, join(root, 'schema', 'site.schema.json')).split(sep).join('/')
  return { 'site.yaml': starterSiteYaml(schema), 'public/favicon.svg': mark, 'public/logo.svg': mark }
}

/** Why the folder cannot be the new site's, in plain words; undefined when it can (it does not exist, or is empty). */
export function folderRefusal(dir: string, shown: string): string | undefined {
  if (!existsSync(dir)) return undefined
  if (!statSync(dir).isDirectory()) return `${shown} is a file, not a folder. Choose a name for a new folder.`
  if (readdirSync(dir).length > 0) return `The folder ${shown} already exists and is not empty, and a new site never writes over files. Choose a new folder name, or empty this folder first.`
  return undefined
}

/** How SITE_DIR names the folder: by its path from the engine's folder (where npm runs the commands) when inside it, else in full. */
export function siteDirSetting(dir: string): string {
  const inside = relative(root, dir)
  const path = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep).join('/') : dir
  return /^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`
}

/** What to do next, as the command prints it. */
export function nextSteps(dir: string): string {
  const setting = `SITE_DIR=${siteDirSetting(dir)}`
  return [
    `Made a new site in ${dir}:`,
    '  site.yaml   a home, about, contact and not-found page, and a contact form',
    '  public/     favicon.svg and logo.svg, to replace with your own',
    '',
    `Next, in the engine's folder (${root.replace(/[\\/]$/, '')}):`,
    `  Check it:    ${setting} npm run check`,
    `  Start it:    ${setting} npm start`,
    '               then open http://127.0.0.1:5173; it changes as you save, and "Edit page" edits it on the page',
    `  Edit it:     ${join(dir, 'site.yaml')}: replace "Your business name", the other words that start with`,
    '               "Your", the address, the e-mail address and the numbers, then the texts of the pages',
    `  Add a page:  ${setting} npm run new-page -- /services "Services" --nav "Services"`,
    `  Build it:    ${setting} npm run build   (into ${join(dir, 'dist')}; SITE_OUT_DIR=another/folder for another)`,
  ].join('\n')
}

function main() {
  const usage = 'Usage: npm run new-site -- DIR\n  makes the folder DIR with a starter site.yaml and public/, for example: npm run new-site -- ../my-business'
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } })
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    process.exit(1)
  }
  if (parsed.values.help) return console.log(usage)
  if (parsed.positionals.length !== 1) {
    console.error(`${parsed.positionals.length === 0 ? 'Name the folder to make.' : 'One folder at a time (put a name with spaces in quotes).'}\n${usage}`)
    process.exit(1)
  }
  // The folder as the person typed it, from where they typed it (npm runs the script in the engine's folder).
  const given = parsed.positionals[0]
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), given)
  const refused = folderRefusal(dir, given)
  if (refused) {
    console.error(refused)
    process.exit(1)
  }
  for (const [path, text] of Object.entries(starterFiles(dir))) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text, { flag: 'wx' })
  }
  // The starter is checked as `npm run check` would: it has no problem, not even a warning.
  const result = loadSite(join(dir, 'site.yaml'), { publicDir: join(dir, 'public') })
  if (result.errors.length > 0 || result.warnings.length > 0) {
    console.error(formatReport(result))
    process.exit(1)
  }
  console.log(nextSteps(dir))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main()
