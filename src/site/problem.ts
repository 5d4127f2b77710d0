/** The part of the message catalogue (src/site/messages/) a problem's message comes from. */
export type MessageArea = 'file' | 'yaml' | 'schema' | 'content' | 'warning'

/** A path into the parsed site.yaml: keys and list indexes. */
export type DataPath = (string | number)[]

/** Something wrong (or probably wrong) in site.yaml, with where it is. */
export interface Problem {
  severity: 'error' | 'warning'
  /** The message's code in the catalogue (src/site/messages/): its entry in docs/messages.md. */
  code: string
  /** Plain words: what is wrong and, where it can, what was meant. */
  message: string
  /** What to do about it, when the message alone does not say. */
  hint?: string
  /** 1-based line and column in site.yaml. */
  line: number
  column: number
  /** The place in words: "/pricing → section 3 (pricingTable) → plans[1].price". */
  where: string
  path: DataPath
}

/** A problem found before its position is known. */
export interface PendingProblem {
  severity?: 'error' | 'warning'
  /** The catalogue entry it comes from (src/site/messages/). */
  code: string
  area?: MessageArea
  /** A position already known (the YAML syntax, the file's bytes): `path` is then empty. */
  at?: { line: number; column: number }
  message: string
  hint?: string
  path: DataPath
  /** Point at the key of the last path element rather than at its value. */
  atKey?: boolean
  /** Point at this piece of the text value (a placeholder, say) rather than at the start of the value. */
  atText?: string
  /** For "used twice" problems: where the first use is; its line is added to the message. */
  firstAt?: DataPath
  /** The key a missing-key problem is about. */
  key?: string
  /** With `at`: the place in words, when it is not the YAML syntax or the file (the unused files: "public/"). */
  where?: string
}

/** The place of a problem about the files of public/ rather than a line of site.yaml (printed without a code frame). */
export const publicFolderPlace = 'public/'
