// A new page, as `npm run new-page` adds it (../add-page.ts), with its link in the navigation bar when asked: the
// editor and the command make the same page. It names no place that could have moved, so it always re-applies.
import { parse } from 'yaml'
import { addPage, type NewPage } from '../add-page'
import { EditError } from '../yaml-edits'
import type { Change, ChangeKind } from './kind'

/** A page, as `npm run new-page` adds it. */
export interface AddPageChange { kind: 'addPage'; page: NewPage }

declare module './kind' {
  interface ChangesByKind {
    addPage: AddPageChange
  }
}

export const addPageKind: ChangeKind<AddPageChange> = {
  apply(source, change) {
    let text: string
    try {
      text = addPage(source, change.page).text
    } catch (error) {
      throw new EditError((error as Error).message)
    }
    const data = parse(text) as { pages: { path: string }[]; navigation?: { links?: unknown[] } }
    const undo: Change[] = [{ kind: 'remove', list: ['pages'], index: data.pages.findIndex((page) => page.path === change.page.path) }]
    if (change.page.nav !== undefined) undo.unshift({ kind: 'remove', list: ['navigation', 'links'], index: data.navigation!.links!.length - 1 })
    return { text, inverse: undo.length === 1 ? undo[0] : { kind: 'several', changes: undo }, removed: [] }
  },
  describe: ({ page }) => `added the page ${page.path}${page.nav !== undefined ? `, with "${page.nav}" in the navigation bar` : ''}`,
  stillApplies: () => true,
}
