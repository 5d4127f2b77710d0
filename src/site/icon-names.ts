import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { closest } from './did-you-mean'
import { walk } from './walk-data'

// Icons by name: any of Tabler's (tabler.io/icons, the package @tabler/icons), read here on the machine that checks and
// builds the site; the page gets only the drawings of the icons the site names (usedIcons), as data.

/** A Tabler icon's drawing: its SVG elements, each with its attributes. */
export type IconNode = [string, Record<string, string>][]
/** The icons a site names: each name as written in site.yaml, with Tabler's name for it and its drawing. */
export type UsedIcons = Record<string, [tablerName: string, node: IconNode]>

/** The short names the site could use before any Tabler name was allowed: they keep working. */
export const shortNames: Record<string, string> = {
  laptop: 'device-laptop', megaphone: 'speakerphone', cart: 'shopping-cart', mobile: 'device-mobile', bitcoin: 'currency-bitcoin',
  chart: 'chart-line', trending: 'trending-up', shield: 'shield-check', handshake: 'heart-handshake', pin: 'map-pin',
  whatsapp: 'brand-whatsapp', facebook: 'brand-facebook', twitter: 'brand-x', instagram: 'brand-instagram', linkedin: 'brand-linkedin',
  file: 'file-text', bars: 'chart-bar',
}

/**
 * Words people write for an icon, with the Tabler icon that shows it: the meaning of a name that Tabler's own tags
 * miss ("tooth" is a tag of dental, "dentist" is not a name). Small on purpose: each entry is a word a site wrote.
 */
export const synonyms: Record<string, string[]> = {
  tooth: ['dental'], teeth: ['dental'], dentist: ['dental'], clinic: ['building-hospital', 'stethoscope'], doctor: ['stethoscope'],
  hospital: ['building-hospital'], medicine: ['pill', 'vaccine'], health: ['heartbeat', 'stethoscope'], money: ['cash', 'coin'],
  price: ['tag', 'currency-rupee'], rupee: ['currency-rupee'], shop: ['building-store', 'shopping-bag'], store: ['building-store'],
  restaurant: ['tools-kitchen-2'], food: ['tools-kitchen-2', 'salad'], gym: ['barbell'], fitness: ['barbell', 'run'],
  hair: ['scissors'], salon: ['scissors'], school: ['school'], education: ['school', 'book'], home: ['home'], house: ['home'],
  travel: ['plane', 'luggage'], car: ['car'], delivery: ['truck-delivery'], email: ['mail'], location: ['map-pin'], address: ['map-pin'],
  time: ['clock'], hours: ['clock'], team: ['users'], people: ['users'], idea: ['bulb'], security: ['shield-check', 'lock'],
  growth: ['trending-up', 'chart-line'], support: ['headset', 'lifebuoy'], quality: ['award', 'rosette'], speed: ['bolt', 'rocket'],
  booking: ['calendar-event'], appointment: ['calendar-event'], baby: ['baby-carriage'], pet: ['paw'], dog: ['dog'], cat: ['cat'],
}

interface TablerIcon {
  name: string
  tags: (string | number)[]
}

// The package exports only its SVG files: its lists are found beside them.
let packageFolder: string | undefined
const packageDir = () => (packageFolder ??= join(dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/code.svg')), '../..'))
const readList = <T>(file: string) => JSON.parse(readFileSync(join(packageDir(), file), 'utf8')) as T
let catalogue: Map<string, TablerIcon> | undefined
let drawings: Record<string, IconNode> | undefined
/** Tabler's list of icons (names and tags, 2 MB), read the first time a site names an icon that is not a short name. */
const tablerIcons = () => (catalogue ??= new Map(Object.values(readList<Record<string, TablerIcon>>('icons.json')).map((icon) => [icon.name, icon])))

const known = new Map<string, boolean>()
/**
 * Tabler's name for a name written in site.yaml, or undefined when there is no such icon. By its SVG file: reading
 * the 2 MB list for a check that finds every name fine took a fifth of `npm run check`.
 */
export function tablerNameOf(name: string): string | undefined {
  if (name in shortNames) return shortNames[name]
  if (!/^[a-z0-9-]+$/.test(name)) return undefined
  if (!known.has(name)) known.set(name, existsSync(join(packageDir(), 'icons/outline', `${name}.svg`)))
  return known.get(name) ? name : undefined
}

/** Each icon named in the site (any `icon` key), with its drawing: what the pages need, and nothing else. */
export function usedIcons(names: Iterable<string>): UsedIcons {
  drawings ??= readList<Record<string, IconNode>>('tabler-nodes-outline.json')
  const used: UsedIcons = {}
  for (const name of [...new Set(names)].sort()) {
    const tablerName = tablerNameOf(name)
    if (tablerName && drawings[tablerName]) used[name] = [tablerName, drawings[tablerName]]
  }
  return used
}

/** Every `icon` value in the data: the section data's icon keys (cards, contact items). */
export function iconNamesIn(data: unknown): string[] {
  const names: string[] = []
  walk(data, (value, path) => {
    if (path.at(-1) === 'icon' && typeof value === 'string') names.push(value)
  })
  return names
}

/**
 * Icons for a name that is none: by spelling ("rocekt" → rocket) and by meaning ("tooth" → dental, from the synonyms
 * and Tabler's tags), at most `count`, the spelling's first.
 */
export function iconSuggestions(name: string, count = 5): { spelling?: string; meaning: string[] } {
  const icons = tablerIcons()
  const spelling = closest(name, [...Object.keys(shortNames), ...icons.keys()])
  const word = name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()
  const words = word.split(' ').filter(Boolean)
  const meaning = new Set<string>()
  for (const part of words) for (const icon of synonyms[part] ?? []) if (icons.has(icon)) meaning.add(icon)
  // Tabler's tags: an icon tagged with the word itself ("tooth" on dental), fewest tags first (the most specific).
  const tagged = [...icons.values()].filter((icon) => !icon.name.endsWith('-off') && words.some((part) => icon.tags.some((tag) => String(tag).toLowerCase() === part)))
  tagged.sort((a, b) => a.tags.length - b.tags.length || a.name.localeCompare(b.name))
  for (const icon of tagged) meaning.add(icon.name)
  // Names that contain the word ("hospital" → building-hospital).
  for (const icon of icons.keys()) if (words.length > 0 && words.every((part) => icon.split('-').includes(part)) && !icon.endsWith('-off')) meaning.add(icon)
  meaning.delete(spelling ?? '')
  return { spelling, meaning: [...meaning].slice(0, Math.max(0, count - (spelling ? 1 : 0))) }
}
