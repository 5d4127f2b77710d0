import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { childSectionLists, rulesFor, type SiteFacts } from './section-rules'
import { closest, nearest } from './did-you-mean'
import { iconSuggestions, tablerNameOf } from './icon-names'
import { knownFieldKinds } from './load-validator'
import { messages, problem } from './messages'
import { placeholderPattern, placeholders } from './placeholders'
import type { DataPath, PendingProblem } from './problem'
import { createAnchorLookup } from './section-ids'
import { isHidden, unhideablePaths } from './visible-site'
import { blockOf, isBlock, listOf, pagePathOf, textOf, walk } from './walk-data'

/**
 * What the schema cannot say: links resolve, files exist, names are unique and refer to something.
 * Reads the data defensively: it also runs when the schema found errors.
 */
/** `publicDirs`: where the files the site names are looked up, in order (a file is there if it is in one of them). */
export function crossCheck(data: unknown, publicDirs: string[]): PendingProblem[] {
  const site = blockOf(data)
  const pages = listOf(site.pages)
  const pagePaths = pages.map((page) => textOf(blockOf(page).path)).filter((path) => path !== undefined)
  // When forms is not a block of keys the schema says so; checking names against it would only add noise.
  const facts: SiteFacts = { formNames: isBlock(site.forms) ? Object.keys(site.forms) : undefined }
  const problems = [...checkPagePaths(pages), ...checkValues(site, pages, pagePaths, publicDirs)]
  const fieldKinds = knownFieldKinds()
  for (const [name, form] of Object.entries(blockOf(site.forms))) problems.push(...checkForm(form, ['forms', name], fieldKinds))
  pages.forEach((page, index) => problems.push(...checkSections(blockOf(page).sections, ['pages', index, 'sections'], facts)))
  return problems
}

function checkPagePaths(pages: unknown[]): PendingProblem[] {
  const problems: PendingProblem[] = []
  const firstAt = new Map<string, number>()
  pages.forEach((page, index) => {
    const path = textOf(blockOf(page).path)
    if (path === undefined) return
    if (isHidden(page) && unhideablePaths.includes(path)) problems.push(problem(messages.pageCannotBeHidden, { path }, { path: ['pages', index, 'hidden'], atKey: true }))
    const earlier = firstAt.get(path)
    if (earlier === undefined) firstAt.set(path, index)
    else {
      const place = { path: ['pages', index, 'path'], firstAt: ['pages', earlier, 'path'] }
      problems.push(path === '*' ? problem(messages.notFoundPageTwice, {}, place) : problem(messages.pathUsedTwice, { path }, place))
    }
  })
  if (pages.length > 0 && !firstAt.has('*')) problems.push(problem(messages.noNotFoundPage, {}, { path: ['pages'] }))
  return problems
}

/** Links, pictures and placeholders, wherever they are written. */
function checkValues(site: unknown, pages: unknown[], pagePaths: string[], publicDirs: string[]): PendingProblem[] {
  // A path written wrongly ("about") is reported by the schema; suggesting it for a link would only mislead.
  const realPaths = new Set(pagePaths.filter((path) => path.startsWith('/')))
  const files = createFileLookup(publicDirs)
  const anchors = createAnchorLookup(pages)
  const problems: PendingProblem[] = []
  // Hardening: a renamed page leaves the same dead link on every page, and each one compared with every page
  // (a thousand pages: seconds). Each link is checked once; its problem is repeated where the link is repeated.
  const linkProblems = new Map<string, PendingProblem[]>()
  walk(site, (value, path) => {
    if (typeof value !== 'string') return
    const key = path.at(-1)
    // With no page to link to (the schema reports that), every link would be reported as dead.
    if (key === 'to' && realPaths.size > 0 && value.startsWith('/') && !value.startsWith('//')) {
      if (!linkProblems.has(value)) linkProblems.set(value, checkLink(value, path, realPaths, pagePaths, anchors))
      problems.push(...linkProblems.get(value)!.map((problem) => ({ ...problem, path: [...path] })))
    }
    // "#id" is on the page the link is written in (so not cached by the link alone).
    if (key === 'to' && value.startsWith('#')) problems.push(...checkAnchor(value, path, anchors))
    if (key === 'src' && value.startsWith('/') && !value.includes('..')) problems.push(...checkFile(value, path, files))
    // The site's favicon (site.favicon), a file of public/ as a picture's src is.
    if (key === 'favicon' && path.length === 2 && path[0] === 'site' && value.startsWith('/') && !value.includes('..')) problems.push(...checkFile(value, path, files))
    if (value.includes('{')) problems.push(...checkPlaceholders(value, path))
    if (key === 'icon' && value !== '' && !tablerNameOf(value)) problems.push(problem(messages.unknownIcon, { name: value, ...iconSuggestions(value) }, { path: [...path] }))
  })
  return problems
}

function checkLink(link: string, path: Readonly<DataPath>, realPaths: Set<string>, pagePaths: string[], anchors: AnchorLookup): PendingProblem[] {
  const target = pagePathOf(link)
  if (realPaths.has(target)) return checkAnchor(link, path, anchors)
  // The page is there, but its own path was written without the leading "/" (the schema says so there).
  const unslashed = pagePaths.find((pagePath) => `/${pagePath}` === target)
  const values = { link, target, unslashed, guess: closest(target, realPaths), closest: nearest(target, realPaths, 3) }
  return [problem(messages.deadLink, values, { path: [...path] })]
}

type AnchorLookup = ReturnType<typeof createAnchorLookup>

/**
 * A link's "#id" names a section of its page ("/faq#privacy", or "#privacy" on the same page): a visitor who
 * follows it to an id no section has lands at the top of the page, with no sign of what was meant. Hidden sections
 * count (a link to one is a warning, as a link to a hidden page is: see warnings.ts).
 */
function checkAnchor(link: string, path: Readonly<DataPath>, anchors: AnchorLookup): PendingProblem[] {
  const target = anchors.target(link, path)
  if (!target) return []
  const ids = [...anchors.ids(target.pageIndex).keys()]
  if (ids.includes(target.id)) return []
  const guess = closest(target.id, ids)
  const values = { link, page: target.page, id: target.id, ids, guess: guess && `${link.slice(0, link.indexOf('#') + 1)}${guess}` }
  return [problem(messages.deadAnchor, values, { path: [...path] })]
}

/** Looks each file up once: a big site shows the same logo on every page. */
function createFileLookup(publicDirs: string[]) {
  const known = new Map<string, boolean>()
  return {
    exists(src: string): boolean {
      if (!known.has(src)) known.set(src, publicDirs.some((publicDir) => existsSync(join(publicDir, src))))
      return known.get(src)!
    },
    /** The names of the files in the folders that would hold `src`. */
    neighbours(src: string): string[] {
      const folders = publicDirs.map((publicDir) => dirname(join(publicDir, src))).filter((folder) => existsSync(folder))
      return [...new Set(folders.flatMap((folder) => readdirSync(folder)))]
    },
  }
}

function checkFile(src: string, path: Readonly<DataPath>, files: ReturnType<typeof createFileLookup>): PendingProblem[] {
  if (files.exists(src)) return []
  const nearby = files.neighbours(src)
  const name = src.split('/').at(-1) ?? src
  const guess = closest(name, nearby)
  const values = { src, guess: guess && `${src.slice(0, src.length - name.length)}${guess}`, folder: dirname(src), nearby: nearest(name, nearby, 5) }
  return [problem(messages.missingFile, values, { path: [...path] })]
}

/** Each {name} in a text is one of the table's (placeholders.ts), in a text that fills it in. */
function checkPlaceholders(text: string, path: Readonly<DataPath>): PendingProblem[] {
  const known = placeholders.map((placeholder) => placeholder.name)
  return [...text.matchAll(placeholderPattern)].flatMap((match): PendingProblem[] => {
    const place = { path: [...path], atText: match[0] }
    const placeholder = placeholders.find((candidate) => candidate.name === match[1])
    if (!placeholder) return [problem(messages.unknownPlaceholder, { placeholder: match[0], guess: closest(match[1], known), known }, place)]
    const only = placeholder.onlyIn
    if (only && (only.path.length !== path.length || only.path.some((step, index) => path[index] !== step))) {
      return [problem(messages.placeholderNotHere, { placeholder: match[0], allowedIn: only.words }, place)]
    }
    return []
  })
}

/**
 * Checks a page's sections, and the sections inside those that hold sections (tabs, columns), with each
 * section type's own rules (src/site/section-rules.ts). Section ids become ids in the page's HTML, so they must be
 * unique across the whole page, tabs included.
 */
function checkSections(sections: unknown, path: DataPath, facts: SiteFacts, ids = new Map<string, DataPath>()): PendingProblem[] {
  const problems: PendingProblem[] = []
  listOf(sections).forEach((item, index) => {
    const at = [...path, index]
    const section = blockOf(item)
    const id = textOf(section.id)
    if (id !== undefined) {
      const first = ids.get(id)
      if (first) problems.push(problem(messages.sectionIdUsedTwice, { id }, { path: [...at, 'id'], firstAt: first }))
      else ids.set(id, [...at, 'id'])
    }
    problems.push(...(rulesFor(section.type).check?.(section, at, facts) ?? []))
    // Hardening: sections inside columns were once not checked, so a misspelt form name there passed and the
    // page crashed while being drawn: every list of sections a section holds is checked like the page's own.
    for (const children of childSectionLists(section, at)) problems.push(...checkSections(children.sections, children.path, facts, ids))
  })
  return problems
}

/** Which kinds of field each rule of a form fits (schema/forms.json's rules say the same, each in its own words). */
const ruleKinds: Record<string, string[]> = {
  required: ['text', 'email', 'tel', 'textarea', 'select', 'date', 'number', 'radio'],
  minLength: ['text', 'email', 'tel', 'textarea'],
  email: ['text', 'email'],
  min: ['number', 'date'],
  max: ['number', 'date'],
  step: ['number'],
  checked: ['checkbox', 'consent'],
}
const dateLimit = /^(?:\d{4}-\d{2}-\d{2}|today(?:[+-]\d{1,5})?)$/

/** A date limit's place in time, to compare a min with a max written alike: a date as itself, "today+7" as 7. */
function datePlace(limit: string): string | number | undefined {
  if (!limit.startsWith('today')) return limit
  return Number(limit.slice('today'.length) || 0)
}

/** Whether "2026-02-30" is a day of the calendar (the pattern alone takes it). */
function isCalendarDay(limit: string): boolean {
  if (limit.startsWith('today')) return true
  const [year, month, day] = limit.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A field's rules against its kind: each rule fits it, each limit is written as its kind needs, a min is not above the max. */
function checkFieldRules(field: Record<string, unknown>, at: DataPath, fieldKinds: string[]): PendingProblem[] {
  const problems: PendingProblem[] = []
  const kind = textOf(field.kind)
  // A kind the schema does not have is reported by the schema; its rules are not checked against it.
  if (kind === undefined || !fieldKinds.includes(kind)) return problems
  const name = textOf(field.name)
  const kindRules = Object.keys(ruleKinds).filter((rule) => ruleKinds[rule].includes(kind))
  const limits: Partial<Record<'min' | 'max', unknown>> = {}
  let minAt: DataPath = [...at, 'rules']
  listOf(field.rules).forEach((item, ruleIndex) => {
    const rule = blockOf(item)
    const ruleName = textOf(rule.rule)
    const place = { path: [...at, 'rules', ruleIndex, rule.value === undefined ? 'rule' : 'value'] }
    if (ruleName === undefined || !(ruleName in ruleKinds)) return
    if (!ruleKinds[ruleName].includes(kind)) {
      problems.push(problem(messages.ruleNotForKind, { rule: ruleName, kind, name, ruleKinds: ruleKinds[ruleName], kindRules }, { path: [...at, 'rules', ruleIndex, 'rule'] }))
      return
    }
    if (ruleName === 'minLength' && rule.value === undefined) problems.push(problem(messages.minLengthWithoutValue, {}, { path: [...at, 'rules', ruleIndex, 'rule'] }))
    if (kind === 'number' && (ruleName === 'min' || ruleName === 'max' || ruleName === 'step')) {
      const fits = typeof rule.value === 'number' && Number.isFinite(rule.value) && (ruleName !== 'step' || rule.value > 0)
      if (!fits) problems.push(problem(messages.limitNotNumber, { rule: ruleName, name, value: rule.value }, place))
      else if (ruleName !== 'step') limits[ruleName] = rule.value
      if (ruleName === 'min') minAt = [...at, 'rules', ruleIndex, 'value']
    }
    if (kind === 'date' && (ruleName === 'min' || ruleName === 'max')) {
      const fits = typeof rule.value === 'string' && dateLimit.test(rule.value) && isCalendarDay(rule.value)
      if (!fits) problems.push(problem(messages.limitNotDate, { rule: ruleName, name, value: rule.value }, place))
      else limits[ruleName] = rule.value
      if (ruleName === 'min') minAt = [...at, 'rules', ruleIndex, 'value']
    }
  })
  const { min, max } = limits
  if (min !== undefined && max !== undefined) {
    const [low, high] = typeof min === 'string' && typeof max === 'string' ? [datePlace(min), datePlace(max)] : [min, max]
    // A fixed date against "today+N" is left alone: which is first depends on the day the form is used.
    if (typeof low === typeof high && (low as number | string) > (high as number | string)) {
      problems.push(problem(messages.minAboveMax, { name, min: String(min), max: String(max) }, { path: minAt }))
    }
  }
  // A required rule there is reported above, with the checked rule as its hint.
  if (kind === 'consent' && !listOf(field.rules).some((rule) => blockOf(rule).rule === 'checked' || blockOf(rule).rule === 'required')) {
    problems.push(problem(messages.consentWithoutChecked, { name }, { path: [...at, 'kind'] }))
  }
  const link = blockOf(field.link)
  if (field.link !== undefined && kind !== 'checkbox' && kind !== 'consent') {
    problems.push(problem(messages.fieldLinkNotForKind, { name, kind }, { path: [...at, 'link'], atKey: true }))
  } else if (typeof link.text === 'string' && typeof field.label === 'string' && !field.label.includes(link.text)) {
    problems.push(problem(messages.fieldLinkNotInLabel, { text: link.text, label: field.label }, { path: [...at, 'link', 'text'] }))
  }
  return problems
}

/** `fieldKinds`: the kinds of field schema/forms.json lists. */
function checkForm(form: unknown, path: DataPath, fieldKinds: string[]): PendingProblem[] {
  const problems: PendingProblem[] = []
  const fields = listOf(blockOf(form).fields).map(blockOf)
  const names = fields.map((field) => textOf(field.name)).filter((name) => name !== undefined)
  const firstAt = new Map<string, number>()
  fields.forEach((field, index) => {
    const at = [...path, 'fields', index]
    const name = textOf(field.name)
    if (name !== undefined) {
      const first = firstAt.get(name)
      if (first === undefined) firstAt.set(name, index)
      else problems.push(problem(messages.fieldNameUsedTwice, { name }, { path: [...at, 'name'], firstAt: [...path, 'fields', first, 'name'] }))
    }
    if ((field.kind === 'select' || field.kind === 'radio') && listOf(field.options).length === 0) {
      problems.push(problem(messages.selectWithoutOptions, { name, kind: field.kind }, { path: [...at, 'kind'] }))
    }
    problems.push(...checkFieldRules(field, at, fieldKinds))
  })
  listOf(blockOf(blockOf(form).message).lines).forEach((item, index) => {
    const line = blockOf(item)
    const field = textOf(line.field)
    const kind = textOf(fields.find((candidate) => textOf(candidate.name) === field)?.kind)
    if (kind !== undefined && kind !== 'checkbox' && kind !== 'consent' && (line.yes !== undefined || line.no !== undefined)) {
      const values = { label: textOf(line.label) ?? `${index + 1}`, field: field!, kind }
      problems.push(problem(messages.yesNoNotForBox, values, { path: [...path, 'message', 'lines', index, line.yes !== undefined ? 'yes' : 'no'], atKey: true }))
    }
    if (field === undefined || names.includes(field)) return
    const values = { label: textOf(line.label) ?? `${index + 1}`, field, guess: closest(field, names), fields: names }
    problems.push(problem(messages.chatLineUnknownField, values, { path: [...path, 'message', 'lines', index, 'field'] }))
  })
  return problems
}
