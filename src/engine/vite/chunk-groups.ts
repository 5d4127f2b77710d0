import type { Plugin } from 'vite'
import { islandNameOf } from '../contract/islands'
import { bootEntry, islandsRuntimeEntry } from '../contract/entries.js'

/**
 * Fewer files before a page answers. Left to itself the bundler splits the islands' code by every distinct set
 * of importers it sees (the dev app, each section module, each island, lazy parts): a great many files, most of a
 * few hundred bytes. On a phone (Slow 4G: every request waits a round trip, six at a time over HTTP/1.1) the same
 * bytes arrive much later in dozens of files than in a few (README, "Measured": files before a page answers).
 *
 * So the code the islands need is grouped by who uses it, with no chunk holding code its pages do not run:
 *   - `islands-runtime`: what the islands runtime imports (React, Mantine's provider, the runtime itself);
 *   - `island-navBar`: what the island on every page uses, shared or not (the one whose file exports
 *     `onEveryPage`: the nav bar, at the top: every page fetches it first anyway);
 *   - `island-A+B…`: what exactly islands A, B… use (`island-form`: what only the form uses); sets of little
 *     code (under SMALL_SET) share `islands-shared` instead, as a request costs more than a few hundred bytes.
 * Modules no island needs (the dev app, sections drawn on client-side navigation, dialogs loaded later) keep the
 * bundler's own split. Entries (a page's section module, an island's part, a lazily loaded part) keep their own
 * chunks, which the prerender finds by source path in the manifest; so does all the boot script imports.
 *
 * "Uses" follows what a module imports by name: `import { Button } from '@mantine/core'` needs Button's module,
 * not the hundreds of modules the package's index re-exports (following the index would put all of Mantine in every group).
 */
const islandsRuntime = new RegExp(`/${islandsRuntimeEntry.replaceAll('.', '\\.')}$`)
const bootScript = new RegExp(`/${bootEntry.replaceAll('.', '\\.')}$`)
/** Bytes of source under which a set of islands' shared code joins the others in islands-shared. */
const SMALL_SET = 8_000

interface Statement {
  type: string
  source?: { value: string } | null
  specifiers?: { type: string; local: { name?: string; value?: string }; imported?: { name?: string; value?: string }; exported?: { name?: string; value?: string } }[]
}

/** Comments and quoted strings, which may hold anything. */
const commentsAndStrings = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g
/** What an index (imports and re-exports only) never has outside its comments and strings: an assignment, a call, a declaration. */
export const holdsCode = (code: string) => /[=(]|\b(?:const|let|var|function|class)\b/.test(code.replace(commentsAndStrings, ''))

const nameOf = (identifier: { name?: string; value?: string } | undefined) => identifier?.name ?? identifier?.value ?? ''

type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['buildEnd']>, (...args: never[]) => unknown>>

/** The build's modules, read for what each needs: its static imports, with a package index replaced by the modules of the names taken from it. */
class ModuleNeeds {
  private readonly bodies = new Map<string, Statement[]>()
  private readonly resolved = new Map<string, string | undefined>()
  private readonly indexes = new Map<string, boolean>()
  private readonly needs = new Map<string, string[]>()

  constructor(private readonly build: PluginContext) {}

  private body(id: string): Statement[] {
    let parsed = this.bodies.get(id)
    if (!parsed) {
      const code = this.build.getModuleInfo(id)?.code
      try {
        parsed = code ? (this.build.parse(code).body as unknown as Statement[]) : []
      } catch {
        parsed = []
      }
      this.bodies.set(id, parsed)
    }
    return parsed
  }

  private async resolve(source: string, importer: string) {
    const key = `${importer}\n${source}`
    if (!this.resolved.has(key)) this.resolved.set(key, (await this.build.resolve(source, importer))?.id)
    return this.resolved.get(key)
  }

  /** A package's index: nothing but imports and re-exports. */
  private isIndex(id: string): boolean {
    let known = this.indexes.get(id)
    if (known === undefined) {
      // Parsing every package module to look is spared for those that plainly hold code (a share of every build).
      known = id.includes('/node_modules/') && !holdsCode(this.build.getModuleInfo(id)?.code ?? '') && this.body(id).every((node) => /^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type))
      this.indexes.set(id, known)
    }
    return known
  }

  /** The module that defines `name`, exported by the index `index`. */
  private async definer(index: string, name: string, seen = new Set<string>()): Promise<string[]> {
    if (seen.has(index)) return []
    seen.add(index)
    const imports = new Map<string, { source: string; name: string }>()
    for (const node of this.body(index)) {
      if (node.type === 'ImportDeclaration' && node.source) for (const specifier of node.specifiers ?? []) imports.set(nameOf(specifier.local), { source: node.source.value, name: specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : '*' })
    }
    for (const node of this.body(index)) {
      if (node.type === 'ExportNamedDeclaration') {
        for (const specifier of node.specifiers ?? []) {
          if (nameOf(specifier.exported) !== name) continue
          const from = node.source ? { source: node.source.value, name: nameOf(specifier.local) } : imports.get(nameOf(specifier.local))
          const target = from && (await this.resolve(from.source, index))
          if (!target) return []
          return from.name !== '*' && this.isIndex(target) ? this.definer(target, from.name, seen) : [target]
        }
      } else if (node.type === 'ExportAllDeclaration' && node.source) {
        const target = await this.resolve(node.source.value, index)
        if (target && this.build.getModuleInfo(target)?.exports.includes(name)) return this.isIndex(target) ? this.definer(target, name, seen) : [target]
      }
    }
    return []
  }

  /** What `id` needs: its static imports, with an index replaced by the modules of the names taken from it. */
  private async needsOf(id: string): Promise<string[]> {
    const known = this.needs.get(id)
    if (known) return known
    const imported = this.build.getModuleInfo(id)?.importedIds ?? []
    let result = imported
    if (imported.some((target) => this.isIndex(target))) {
      result = imported.filter((target) => !this.isIndex(target))
      for (const node of this.body(id)) {
        if (!/^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type) || !node.source) continue
        const target = await this.resolve(node.source.value, id)
        if (!target || !this.isIndex(target)) continue
        const names = (node.specifiers ?? []).map((specifier) => (specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier' ? nameOf(specifier.imported ?? specifier.local) : '*'))
        // A namespace import or `export *` of an index needs all of it.
        if (names.length === 0 || names.includes('*')) result.push(target)
        else for (const name of names) result.push(...(await this.definer(target, name)))
      }
    }
    this.needs.set(id, result)
    return result
  }

  /** `id` and everything it needs, through everything those need. */
  async closure(id: string, found = new Set<string>()): Promise<Set<string>> {
    if (found.has(id)) return found
    found.add(id)
    for (const needed of await this.needsOf(id)) await this.closure(needed, found)
    return found
  }
}

/** Module id → its chunk's name, for the modules the islands need (see the top of this file). */
async function islandGroups(build: PluginContext): Promise<Map<string, string>> {
  const graph = new ModuleNeeds(build)
  const chunkOf = new Map<string, string>()
  const ids = [...build.getModuleIds()]
  const leftAlone = new Set<string>()
  for (const id of ids) {
    const info = build.getModuleInfo(id)
    if (info?.isEntry) leftAlone.add(id)
    info?.dynamicallyImportedIds.forEach((imported) => leftAlone.add(imported))
    if (bootScript.test(id)) for (const module of await graph.closure(id)) leftAlone.add(module)
  }
  for (const id of ids.filter((id) => islandsRuntime.test(id))) {
    for (const module of await graph.closure(id)) if (!leftAlone.has(module)) chunkOf.set(module, 'islands-runtime')
  }
  const islandFiles = ids.filter((id) => islandNameOf(id))
  const onEveryPage = islandFiles.filter((id) => build.getModuleInfo(id)?.exports?.includes('onEveryPage')).map((id) => islandNameOf(id)!)
  if (onEveryPage.length > 1) build.error(`Islands ${onEveryPage.join(' and ')} both export onEveryPage: only the island at the top of every page does.`)
  const usedBy = new Map<string, string[]>()
  for (const id of islandFiles) for (const module of await graph.closure(id)) usedBy.set(module, [...(usedBy.get(module) ?? []), islandNameOf(id)!])
  const sets = new Map<string, string[]>()
  for (const [id, islands] of usedBy) {
    if (leftAlone.has(id) || chunkOf.has(id)) continue
    const name = onEveryPage.find((first) => islands.includes(first)) ?? [...new Set(islands)].sort().join('+')
    sets.set(name, [...(sets.get(name) ?? []), id])
  }
  for (const [name, modules] of sets) {
    const size = modules.reduce((sum, id) => sum + (build.getModuleInfo(id)?.code?.length ?? 0), 0)
    const chunk = name.includes('+') && size < SMALL_SET ? 'islands-shared' : `island-${name}`
    for (const id of modules) chunkOf.set(id, chunk)
  }
  return chunkOf
}

export function chunkGroups(): Plugin {
  /** Module id → its chunk's name; modules not in it are left to the bundler. */
  let chunkOf = new Map<string, string>()
  return {
    name: 'agency-site:chunk-groups',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async buildEnd() {
      chunkOf = await islandGroups(this)
    },
    generateBundle(_, bundle) {
      // Groups are made so that a chunk never imports one that imports it back (a module's islands include all
      // its importers' islands); if that ever fails, modules could run before what they import: stop here.
      const imports = new Map(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk.imports] as const] : [])))
      const visiting = new Set<string>()
      const done = new Set<string>()
      const visit = (file: string, path: string[]) => {
        if (done.has(file)) return
        if (visiting.has(file)) this.error(`Chunks import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(' → ')} (src/engine/vite/chunk-groups.ts).`)
        visiting.add(file)
        for (const imported of imports.get(file) ?? []) visit(imported, [...path, file])
        visiting.delete(file)
        done.add(file)
      }
      for (const file of imports.keys()) visit(file, [])
    },
    outputOptions(options) {
      const fileNames = options.chunkFileNames ?? 'assets/[name]-[hash].js'
      return {
        ...options,
        // An island's own chunk is named by the island (navBar-….js), not by its file (navBar.island-….js).
        chunkFileNames: (chunk) => {
          const pattern = typeof fileNames === 'function' ? fileNames(chunk) : fileNames
          const island = chunk.facadeModuleId ? islandNameOf(chunk.facadeModuleId) : undefined
          return island ? pattern.replace('[name]', island) : pattern
        },
        // Each group holds only the modules named for it: what they import is in its own group already.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ debugName: 'islands', name: (id: string) => chunkOf.get(id) ?? null }] },
      }
    },
  }
}
