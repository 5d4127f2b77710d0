// Generates docs/sections.md, the section catalogue, from schema/: every section type, what it
// draws, its keys (with the label the editor shows beside each: kind, required, default, description) and its
// example (`examples` in the schema);
// and docs/messages.md, the message reference, from the catalogue in src/site/messages/.
// With --check, fails when either differs from what its source gives.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { allMessages, type MessageArea } from '../src/site/messages'
import { valueKindWords } from '../src/site/messages/schema'
import { placeholders } from '../src/site/placeholders'
import { followRef, readSchemaFiles, refTarget, type JsonSchema, type LocatedSchema } from '../src/site/schema-files'
import { shortNames } from '../src/site/icon-names'
import { exampleYaml, sectionExamples } from '../src/site/section-examples'

export const docsFile = fileURLToPath(new URL('../docs/sections.md', import.meta.url))
export const messagesFile = fileURLToPath(new URL('../docs/messages.md', import.meta.url))

interface Schema {
  $ref?: string
  title?: string
  label?: string
  description?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  enumDescriptions?: string[]
  default?: unknown
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
}

type Located = LocatedSchema<Schema>

/** Shapes used by many sections: described once at the end of the catalogue, linked from each table. */
const shared: Record<string, { name: string; anchor: string }> = {
  'common.json#/$defs/link': { name: 'link', anchor: 'link' },
  'common.json#/$defs/internalPath': { name: 'page path', anchor: 'link' },
  'common.json#/$defs/image': { name: 'picture', anchor: 'picture' },
  'common.json#/$defs/button': { name: 'button', anchor: 'button' },
  'common.json#/$defs/icon': { name: 'icon name', anchor: 'icon-names' },
  'particles.json': { name: 'particle settings', anchor: 'particle-settings' },
  'section.json': { name: 'sections', anchor: 'section-types' },
}

function createResolver(files: Map<string, JsonSchema>) {
  return {
    /** The shared shape a $ref names, if it is one. */
    sharedOf(ref: string, from: string) {
      return shared[refTarget(ref, from).key]
    },
    /** Follows $refs until a schema with content; the keys beside a $ref (label, description, const) win over the target's. */
    resolve({ schema, file }: Located): Located {
      let current: Located = { schema, file }
      while (current.schema.$ref) {
        const { $ref, ...beside } = current.schema
        const next = followRef<Schema>(files, $ref, current.file)
        current = { schema: { ...next.schema, ...beside }, file: next.file }
      }
      return current
    },
  }
}

type Resolver = ReturnType<typeof createResolver>

interface Row {
  key: string
  /** What the editor calls it ("Price"). */
  label?: string
  kind: string
  required: boolean
  default?: unknown
  description: string
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``

/** What kind of value a key takes, in plain words, and the rows of its own keys when it is a block. */
function describe(located: Located, key: string, resolver: Resolver, rows: Row[], required: boolean) {
  const ref = located.schema.$ref
  const sharedShape = ref ? resolver.sharedOf(ref, located.file) : undefined
  const { schema, file } = resolver.resolve(located)
  // A default written beside the $ref (hero's particles: {}) is this key's own.
  const row: Row = { key, label: schema.label, kind: '', required, default: located.schema.default ?? schema.default, description: schema.description ?? '' }
  rows.push(row)
  if (sharedShape) {
    row.kind = `[${sharedShape.name}](#${sharedShape.anchor})`
    return
  }
  if (schema.const !== undefined) row.kind = code(schema.const)
  else if (schema.enum) {
    row.kind = `one of ${schema.enum.map(code).join(', ')}`
    if (schema.enumDescriptions) row.description += schema.enum.map((value, index) => `<br>${code(value)}: ${schema.enumDescriptions![index]}`).join('')
  } else if (schema.type === 'array' && schema.items) {
    const itemRef = schema.items.$ref
    const itemShared = itemRef ? resolver.sharedOf(itemRef, file) : undefined
    const limits = schema.minItems || schema.maxItems ? ` (${[schema.minItems && `at least ${schema.minItems}`, schema.maxItems && `at most ${schema.maxItems}`].filter(Boolean).join(', ')})` : ''
    if (itemShared) {
      row.kind = `list of [${itemShared.name === 'sections' ? 'sections' : `${itemShared.name}s`}](#${itemShared.anchor})${limits}`
      return
    }
    const item = resolver.resolve({ schema: schema.items, file })
    if (item.schema.properties) {
      row.kind = `list of blocks${limits}, each with the keys below`
      addProperties(item, `${key}[].`, resolver, rows)
    } else row.kind = `list of ${kindOf(item.schema)}${limits}`
  } else if (schema.properties) {
    row.kind = 'block of keys, below'
    addProperties({ schema, file }, `${key}.`, resolver, rows)
  } else row.kind = kindOf(schema)
}

function kindOf(schema: Schema): string {
  // The messages' words for kinds of value ("must be a whole number"), as a table cell says them ("whole number").
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string']
  const kind = types.map((type) => (valueKindWords[type] ?? type).replace(/^an? /, '')).join(' or ')
  if (schema.minimum !== undefined && schema.maximum !== undefined) return `${kind}, ${schema.minimum} to ${schema.maximum}`
  return kind
}

function addProperties({ schema, file }: Located, prefix: string, resolver: Resolver, rows: Row[]) {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    describe({ schema: property, file }, `${prefix}${name}`, resolver, rows, (schema.required ?? []).includes(name))
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function table(rows: Row[]): string {
  const lines = ['| key | kind | required | default | what it is |', '|---|---|---|---|---|']
  for (const row of rows) {
    const defaultText = row.default === undefined ? '' : code(row.default)
    lines.push(`| \`${row.key}\`${row.label ? ` (${cell(row.label)})` : ''} | ${cell(row.kind)} | ${row.required ? 'yes' : ''} | ${cell(defaultText)} | ${cell(row.description)} |`)
  }
  return lines.join('\n')
}

function sharedSection(title: string, anchorText: string, located: Located, resolver: Resolver): string {
  const { schema, file } = resolver.resolve(located)
  const parts = [`### ${title}`, '', anchorText || schema.description || '']
  if (schema.properties) {
    const rows: Row[] = []
    addProperties({ schema, file }, '', resolver, rows)
    parts.push('', table(rows))
  }
  return parts.join('\n')
}

/** The whole of docs/sections.md. */
export function renderCatalogue(files: Map<string, JsonSchema> = readSchemaFiles()): string {
  const resolver = createResolver(files)
  const examples = sectionExamples(files)
  const labelOf = (type: string) => (files.get(`sections/${type}.json`) as Schema | undefined)?.label
  const out: string[] = [
    '# Section catalogue',
    '',
    '<!-- Generated from schema/ by scripts/gen-docs.ts. Do not edit by hand: change the schema, then run `npm run gen-types`. -->',
    '',
    'Every page in `site.yaml` is a list of sections, drawn top to bottom. Each section starts with `- type:`',
    'and one of the names below; the other keys depend on the type. For each type: what it draws, its keys',
    'and a complete example you can copy into a page\'s `sections:` (line its `- type:` up with the other',
    'sections there). To see every example drawn, run `npm start` and open <http://127.0.0.1:5173/__gallery>.',
    '',
    'Keys marked "yes" under *required* must be written; the others may be left out, and then the *default* applies.',
    'Beside each key, in brackets, is its name in the editor of `npm start` (the `label` in its schema).',
    'Words inside `{ }` such as `{brand}` or `{phone}` are replaced by the values under `site:`.',
    '',
    '## Section types',
    '',
    '| type | what it draws |',
    '|---|---|',
    ...examples.map(({ type, description }) => `| [\`${type}\`](#${type.toLowerCase()})${labelOf(type) ? ` (${cell(labelOf(type)!)})` : ''} | ${cell(description)} |`),
  ]
  for (const { type, example } of examples) {
    const rows: Row[] = []
    const located: Located = { schema: files.get(`sections/${type}.json`) as Schema, file: `sections/${type}.json` }
    addProperties(located, '', resolver, rows)
    const about = [located.schema.label && `**${located.schema.label}.**`, located.schema.description].filter(Boolean).join(' ')
    out.push('', `## ${type}`, '', about, '', table(rows), '', 'Example:', '', '```yaml', exampleYaml(example).trimEnd(), '```')
  }
  const common = (name: string): Located => ({ schema: { $ref: `common.json#/$defs/${name}` }, file: 'section.json' })
  const shortIcons = Object.entries(shortNames).map(([name, tabler]) => `${code(name)} (${tabler})`).join(', ')
  const siteFile: Located = { schema: (files.get('site.schema.json') as Schema).properties!.site, file: 'site.schema.json' }
  out.push(
    '',
    '## The blocks every page shares',
    '',
    'Besides `pages:`, site.yaml has four blocks: `site:` (who the business is and how the site looks), `navigation:`, `footer:` and `forms:`.',
    '',
    sharedSection('site', '', siteFile, resolver),
    '',
    'Written like this (only what differs from the defaults):',
    '',
    '```yaml',
    'site:',
    '  language: en-IN',
    '  favicon: /tooth.svg',
    '  theme: { primaryColor: "#0f766e", accentColor: lime, colorScheme: light, radius: lg }',
    '  social:',
    '    youtube: https://youtube.com/@example',
    '    whatsapp: https://wa.me/910000000000',
    '```',
    '',
    sharedSection('forms', 'Each form by its name (`forms: { contact: … }`); a `form` section names one. Its fields, their rules and their messages are all written here.', { schema: { $ref: 'forms.json' }, file: 'site.schema.json' }, resolver),
    '',
    '## Shared pieces',
    '',
    'Shapes that many sections use, linked from the tables above.',
    '',
    sharedSection('Link', '', common('link'), resolver),
    '',
    sharedSection('Button', '', common('button'), resolver),
    '',
    'Written on one line: `{ label: Contact Us, to: /contact }`, or `{ label: Our Services, to: /services, variant: secondary }`.',
    '',
    sharedSection('Picture', '', common('image'), resolver),
    '',
    'Written on one line: `{ src: /clients/client-01.svg, alt: Shree Foods }`. Text with a comma must be in quotes: `alt: "Maps, charts and a sign-in form"`.',
    '',
    '### Icon names',
    '',
    'Any icon of [tabler.io/icons](https://tabler.io/icons) by its name, such as `dental`, `rocket` or `brand-youtube`: only the icons a site names are sent to its pages.',
    'A name that is none is refused with suggestions by spelling and by meaning (`tooth` → `dental`).',
    `These short names work too: ${shortIcons}; any other name is Tabler's own.`,
    '',
    sharedSection('Particle settings', '', { schema: { $ref: 'particles.json' }, file: 'section.json' }, resolver),
    '',
  )
  return out.join('\n')
}

const areaTitles: Record<MessageArea, { title: string; about: string }> = {
  file: { title: 'The file', about: 'The file as a whole: what stops it from being read at all.' },
  yaml: { title: 'The YAML', about: 'How the text is written: quotes, indentation, colons, aliases. The line and column point at the spot.' },
  schema: { title: 'Keys and values', about: 'What the schema (schema/) allows: which keys a block has, and what kind of value each holds.' },
  content: { title: 'Links, files and names', about: 'What the schema cannot say: links lead to pages, pictures exist, names are unique and refer to something.' },
  warning: { title: 'Warnings', about: 'Reported by `npm run check`, the build and `npm start`; the site is still built.' },
}

/** docs/messages.md: every message of the catalogue, grouped by area, each with its code, hint and an example. */
export function renderMessageReference(): string {
  const out = [
    '# Messages about site.yaml',
    '',
    '<!-- Generated by scripts/gen-docs.ts from src/site/messages/; do not edit: run `npm run gen-docs`. -->',
    '',
    'Every message `npm run check`, `npm run build` and `npm start` can print about `site.yaml`, with an example.',
    'Each is printed as `site.yaml:LINE:COLUMN  message`, then where it is, what to do, and its code, which is the',
    'heading to look for here. Codes do not change when the words are improved.',
    '',
  ]
  for (const [area, { title, about }] of Object.entries(areaTitles) as [MessageArea, (typeof areaTitles)[MessageArea]][]) {
    out.push(`## ${title}`, '', about, '')
    for (const entry of allMessages.filter((candidate) => candidate.area === area)) {
      const hint = entry.hint?.(entry.example)
      out.push(`### ${entry.code}`, '', `**${entry.title}**${entry.severity === 'warning' && area !== 'warning' ? ' (a warning)' : ''}`, '', '```text', entry.message(entry.example))
      if (hint) out.push(`  ${hint}`)
      out.push('```', '')
    }
  }
  out.push(
    '## Placeholders',
    '',
    'A text may hold these; `unknown-placeholder` and `placeholder-not-here` above say when one cannot be filled in.',
    '',
    '| placeholder | stands for | where |',
    '|---|---|---|',
    ...placeholders.map((placeholder) => `| \`{${placeholder.name}}\` | ${cell(placeholder.meaning)} | ${placeholder.onlyIn ? `only ${placeholder.onlyIn.words} (\`${placeholder.onlyIn.path.join('.')}\`)` : 'any text'} |`),
    '',
  )
  return out.join('\n')
}

/** Each generated page and what it is made from, for the message when it is stale. */
const generated = [
  { file: docsFile, name: 'docs/sections.md', from: 'schema/', render: () => renderCatalogue() },
  { file: messagesFile, name: 'docs/messages.md', from: 'src/site/messages/', render: renderMessageReference },
]

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { file, name, from, render } of generated) {
    const content = render()
    if (process.argv.includes('--check')) {
      let current = ''
      try {
        current = readFileSync(file, 'utf8')
      } catch {
        // missing counts as stale
      }
      if (current !== content) {
        console.error(`${name} is out of date with ${from}. Run \`npm run gen-docs\` and commit the result.`)
        process.exit(1)
      }
      console.log(`${name} is current.`)
    } else {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, content)
      console.log(`Wrote ${name}`)
    }
  }
}
