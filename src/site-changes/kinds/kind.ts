// What a kind of change to site.yaml is, as ProseMirror's Step is: one module per kind (this folder) knows how to
// make it on the text and undo it, how the history says it, and whether it may be made again on a file saved since.

/**
 * Every kind of change, by its name. It is empty here: each kind's module adds its own change type to it
 * (`declare module './kind'`), so that the kinds import this file and this file imports none of them.
 */
export interface ChangesByKind {}

/** A change the preview, the editing server or an undo may make to site.yaml. */
export type Change = ChangesByKind[keyof ChangesByKind]

export interface Applied {
  text: string
  /** The change that gives back the text before this one. */
  inverse: Change
  /** The text of the items this change removed (their comments included). */
  removed: string[]
}

/**
 * What a toolbar's button saw at its place (a section's type and id): the dev server does nothing when something
 * else is there now (a button pressed while another change was on its way may point at a place that moved since).
 */
export interface ItemIdentity { type?: string; id?: string }

export interface ChangeKind<C extends Change> {
  /** The text with the change made, as a small splice of it, and its inverse; an EditError when this text cannot take it. */
  apply(source: string, change: C): Applied
  /**
   * For a kind that undoes another and acts on an item: the inverse with `was`, that item as it is in the text the
   * inverse will be applied to, so that an undo on a file saved since finds it or refuses. Without it, the inverse as it is.
   */
  withItems?(text: string, inverse: C): C
  /** The history's words for the change, from the data before and after it. */
  describe(change: C, inverse: Change, before: unknown, after: unknown): string
  /**
   * Whether the change, made on an older version of the file, still has one clear place in `text` (the re-apply rule
   * of site-file.ts and rebase.ts). It may throw (a path that is gone): that is a no.
   */
  stillApplies(text: string, change: C): boolean
}
