// A refused change in the words of the person who made it: what is wrong and what to do, without the file's
// machinery (line numbers, keys written as in the file, section types' names, "site.yaml"). The check's own
// message, with its line and place, goes with it as the details, one click away in the editor.
import type { Problem } from '../site/problem'
import { readSchemaFiles, sectionTypes, type JsonSchema } from '../site/schema-files'
import { developerWordsIn } from '../site/schema-labels'
import { trail } from './place-words'

export interface Refusal {
  /** Plain words: what is wrong and what to do. */
  message: string
  /** The developer's message: the check's words with the line and place in the file. */
  details?: string
}

let typeLabels: Map<string, string> | undefined

/** Section types by their label ("pricingTable" → "Pricing table"). */
function labelsOfTypes(): Map<string, string> {
  if (typeLabels) return typeLabels
  const files = readSchemaFiles()
  typeLabels = new Map(sectionTypes(files).map((type) => [type, String((files.get(`sections/${type}.json`) as JsonSchema | undefined)?.label ?? type)]))
  return typeLabels
}

/** "minLength" → "min length": a key as words, for a message that names one. */
const asWords = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)

/** What plainWords says of a message it cannot put in a person's words: its details (the message itself) say why. */
export const detailsOnlyWords = 'This change cannot be made here. The details say why.'

/** A message of the check or of an edit with the file's words put in a person's: no line, no "site.yaml", no keys. */
export function plainWords(text: string): string {
  const types = labelsOfTypes()
  const sentences = text
    .split(/(?<=[.!?])\s+(?=[A-Z"(])/)
    // "The first is on line 1571.": a line of the file means nothing on the page.
    .filter((sentence) => !/\bline \d+/.test(sentence))
    .join(' ')
  const plain = sentences
    .replace(/\s*\(at .*\)\s*$/, '')
    .replace(/\bsite\.yaml(?::\d+)*/g, 'the site')
    .replace(/\bYAML\b/g, 'the text')
    // A list of section types names each by its label, one-word types ("hero") too.
    .replace(/(Section types: )([^.]*)\./g, (_, start: string, list: string) => `${start}${list.split(', ').map((type) => types.get(type) ?? type).join(', ')}.`)
    .replace(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g, (word) => (types.has(word) ? types.get(word)! : asWords(word)))
    .trim()
  // Whatever still speaks the file's language (a JSON pointer, a path of the file) is left to the details.
  const pathOfData = /\[\s*("[^"]*"|\d+)\s*(,\s*("[^"]*"|\d+)\s*)*\]/.test(plain)
  return developerWordsIn(plain).length === 0 && !pathOfData && plain ? plain : detailsOnlyWords
}

/** A problem the check found in the changed site, for the person who made the change, with the check's words as details. */
export function problemRefusal(problem: Problem, data: unknown, changed?: readonly (string | number)[]): Refusal {
  const words = plainWords([problem.message, problem.hint].filter(Boolean).join(' '))
  // Where it is, in the editor's words, unless it is the very value that was changed (the field shows it there).
  const elsewhere = problem.path.length > 0 && JSON.stringify(problem.path) !== JSON.stringify(changed)
  const place = elsewhere ? plainWords(trail(data, problem.path)) : ''
  const details = `site.yaml:${problem.line}:${problem.column}: ${problem.message}${problem.where ? ` (at ${problem.where})` : ''}`
  return { message: place && !place.startsWith('This change cannot') ? `${place}: ${words}` : words, details }
}
