// What the Pages panel shows (PagesPanel.tsx): every page of site.yaml with its place, title and hidden state, and
// the forms of the shared blocks, walked from schema/site.schema.json like a section's form. `npm start` only.
import type { UpdateChannel } from './update-channel'
import { useEffect, useState } from 'react'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import type { PageSummary } from '@/engine/contract/data-files'
import type { SharedBlocks } from '@/engine/content/site-data'
import { loadRouteTable } from '@/engine/pages/page-data'
import siteSchema from '../../schema/site.schema.json'
import { fieldsOf, readable, type Field, type JsonSchema } from './schema-fields'

export interface PageEntry {
  /** The page's place in site.yaml's list of pages (what a hide or show names). */
  index: number
  path: string
  title: string
  hidden: boolean
}

const entryOf = (page: PageSummary, index: number): PageEntry => ({ index, path: page.path, title: page.title, hidden: page.hidden === true })

/** Every page of site.yaml, hidden ones included (npm start keeps them), read again after each change of the file. */
export function useSitePages(hot?: UpdateChannel): PageEntry[] | undefined {
  const [pages, setPages] = useState<PageEntry[]>()
  useEffect(() => {
    let live = true
    // Each page's data is its own module: the panel reads their head data (not their sections' code).
    void loadRouteTable()
      .then((routes) => Promise.all(routes.map(async (route) => entryOf((await route.load()).default.page, route.index))))
      .then((list) => {
        if (live) setPages((now) => now ?? list)
      })
    if (!hot) return () => void (live = false)
    const onUpdate = (update: { pages: { page: PageSummary; index: number }[] }) => setPages(update.pages.map(({ page, index }) => entryOf(page, index)))
    hot.on(siteUpdateEvent, onUpdate)
    return () => {
      live = false
      hot.off(siteUpdateEvent, onUpdate)
    }
  }, [hot])
  return pages
}

/** The schema file the shared blocks' $refs are read from (as schema-fields.ts names the files it has). */
const siteSchemaFile = '../../schema/site.schema.json'
const schema = siteSchema as unknown as JsonSchema

/** The blocks every page shares, in site.yaml's order: each is edited in a form of its own, at [key]. */
export const sharedBlockKeys = ['site', 'navigation', 'footer', 'forms'] as const satisfies readonly (keyof SharedBlocks)[]
export type SharedBlockKey = (typeof sharedBlockKeys)[number]

/** A block's title and help, from the site schema: its label ("Site details"), else its key. */
export function blockHeading(key: SharedBlockKey): { title: string; description?: string } {
  const block = schema.properties?.[key]
  return { title: block?.label ?? readable(block?.title ?? key), description: block?.description }
}

/** The fields of a shared block's form, their paths inside the block. */
export function blockFields(key: SharedBlockKey, data: unknown): Field[] {
  const block = schema.properties?.[key]
  if (!block || !data || typeof data !== 'object') return []
  if (block.properties) return fieldsOf(block, siteSchemaFile, data as Record<string, unknown>)
  // `forms` is a map of forms by name (additionalProperties): each form is a group of its own fields.
  const each = block.additionalProperties
  if (!each || typeof each !== 'object') return []
  return Object.entries(data as Record<string, unknown>).map(([name, form]) => ({
    kind: 'group',
    key: name,
    path: [name],
    label: `${(each as JsonSchema).label ?? 'Form'} “${name}”`,
    title: `${(each as JsonSchema).label ?? 'Form'} “${name}”`,
    fields: form && typeof form === 'object' ? fieldsOf(each as JsonSchema, siteSchemaFile, form as Record<string, unknown>, [name]) : [],
  }))
}

/** The label and help of a page's path and title, and the help of the list of navigation links, from the site schema. */
const pageProperties = (schema.$defs as Record<string, JsonSchema> | undefined)?.page?.properties
export const pathLabel = pageProperties?.path?.label ?? 'Address'
export const pathHelp = pageProperties?.path?.description
export const titleLabel = pageProperties?.title?.label ?? 'Title'
export const linksHelp = schema.properties?.navigation?.properties?.links?.description
