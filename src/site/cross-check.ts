import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Form, Section, SiteConfig } from '../generated/site'
import { closest, didYouMean, nearest } from './did-you-mean'
import type { DataPath, PendingProblem } from './problem'

/** Placeholders any text may use; {year} is filled in by the page at view time. */
export const placeholderNames = ['brand', 'phone', 'email', 'chatNumber', 'address', 'url', 'year'] as const

/** Calls `visit` for every value in the data, with its path. */
function walk(value: unknown, path: DataPath, visit: (value: unknown, path: DataPath) => void) {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit)
}

/** What the schema cannot say: links resolve, files exist, names are unique and refer to something. */
export function crossCheck(site: SiteConfig, publicDir: string): PendingProblem[] {
  const problems: PendingProblem[] = []
  const pagePaths = site.pages.map((page) => page.path)
  const realPaths = pagePaths.filter((path) => path !== '*')

  const firstAt = new Map<string, number>()
  site.pages.forEach((page, index) => {
    const earlier = firstAt.get(page.path)
    if (earlier === undefined) firstAt.set(page.path, index)
    else problems.push({ path: ['pages', index, 'path'], message: `The path "${page.path}" is used by two pages (the other is page ${earlier + 1}).`, hint: 'Give each page its own path.' })
  })
  const catchAll = pagePaths.filter((path) => path === '*').length
  if (catchAll === 0) problems.push({ path: ['pages'], message: 'No page has path "*", so unknown addresses would show nothing.', hint: 'Add a not-found page with path: "*".' })

  walk(site, [], (value, path) => {
    const key = path.at(-1)
    if (key === 'to' && typeof value === 'string' && value.startsWith('/')) {
      const target = value.replace(/[#?].*$/, '')
      if (!realPaths.includes(target)) {
        const near = nearest(target, realPaths, 3)
        problems.push({
          path,
          message: `The link "${value}" goes to no page of this site.${didYouMean(target, realPaths)}`,
          hint: `Closest pages: ${near.join(', ')}.`,
        })
      }
    }
    if (key === 'src' && typeof value === 'string' && value.startsWith('/') && !value.includes('..')) {
      const file = join(publicDir, value)
      if (!existsSync(file)) {
        const folder = dirname(file)
        const nearby = existsSync(folder) ? readdirSync(folder) : []
        const name = value.split('/').at(-1) ?? value
        const guess = closest(name, nearby)
        problems.push({
          path,
          message: `The file "public${value}" does not exist.${guess ? ` Did you mean "${value.slice(0, value.length - name.length)}${guess}"?` : ''}`,
          hint: nearby.length ? `Files in public${dirname(value)}: ${nearest(name, nearby, 5).join(', ')}.` : `There is no folder public${dirname(value)}.`,
        })
      }
    }
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\{([A-Za-z]+)\}/g)) {
        if (!(placeholderNames as readonly string[]).includes(match[1])) {
          problems.push({
            path,
            message: `Unknown placeholder "{${match[1]}}".${didYouMean(match[1], placeholderNames.map(String)) .replace(/"(\w+)"/, '"{$1}"')}`,
            hint: `Placeholders: ${placeholderNames.map((name) => `{${name}}`).join(', ')}.`,
          })
        }
      }
    }
  })

  const formNames = Object.keys(site.forms)
  for (const [name, form] of Object.entries(site.forms)) problems.push(...checkForm(form, ['forms', name]))
  site.pages.forEach((page, pageIndex) => problems.push(...checkSections(page.sections, ['pages', pageIndex, 'sections'], formNames)))
  return problems
}

function checkSections(sections: Section[], path: DataPath, formNames: string[]): PendingProblem[] {
  const problems: PendingProblem[] = []
  const ids = new Map<string, number>()
  sections.forEach((section, index) => {
    const at = [...path, index]
    if (section.id !== undefined) {
      if (ids.has(section.id)) problems.push({ path: [...at, 'id'], message: `The id "${section.id}" is already used by section ${ids.get(section.id)! + 1} on this page.` })
      else ids.set(section.id, index)
    }
    if (section.type === 'form' && !formNames.includes(section.form)) {
      problems.push({ path: [...at, 'form'], message: `There is no form named "${section.form}".${didYouMean(section.form, formNames)}`, hint: `Forms: ${formNames.join(', ')}.` })
    }
    if (section.type === 'tabs') section.tabs.forEach((tab, tabIndex) => problems.push(...checkSections(tab.sections, [...at, 'tabs', tabIndex, 'sections'], formNames)))
    if (section.type === 'pricingTable' && section.comparison) {
      const columns = section.comparison.columns.length
      section.comparison.rows.forEach((row, rowIndex) => {
        if (row.values.length !== columns) {
          problems.push({ path: [...at, 'comparison', 'rows', rowIndex, 'values'], message: `The row "${row.name}" has ${row.values.length} values but the comparison has ${columns} columns.` })
        }
      })
    }
    if (section.type === 'cardGrid' && section.filters) {
      const categories = section.filters.categories.map((category) => category.value)
      section.cards.forEach((card, cardIndex) => {
        if (card.category !== undefined && !categories.includes(card.category)) {
          problems.push({ path: [...at, 'cards', cardIndex, 'category'], message: `The category "${card.category}" is not one of the filters.${didYouMean(card.category, categories)}`, hint: `Categories: ${categories.join(', ')}.` })
        }
      })
    }
  })
  return problems
}

function checkForm(form: Form, path: DataPath): PendingProblem[] {
  const problems: PendingProblem[] = []
  const names = form.fields.map((field) => field.name)
  form.fields.forEach((field, index) => {
    if (names.indexOf(field.name) !== index) problems.push({ path: [...path, 'fields', index, 'name'], message: `Two fields are named "${field.name}".` })
    if (field.kind === 'select' && !field.options?.length) problems.push({ path: [...path, 'fields', index], message: `The select field "${field.name}" needs options.` })
    field.rules?.forEach((rule, ruleIndex) => {
      if (rule.rule === 'minLength' && rule.value === undefined) problems.push({ path: [...path, 'fields', index, 'rules', ruleIndex], message: 'A minLength rule needs a value: the smallest number of characters.' })
    })
  })
  form.message.lines.forEach((line, index) => {
    if (!names.includes(line.field)) {
      problems.push({ path: [...path, 'message', 'lines', index, 'field'], message: `The message line "${line.label}" names no field "${line.field}".${didYouMean(line.field, names)}`, hint: `Fields: ${names.join(', ')}.` })
    }
  })
  return problems
}
