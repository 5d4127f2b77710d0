/** A block of the small Markdown that richText accepts. */
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }

/** Splits the small Markdown into blocks. Never produces HTML: the result is drawn as text. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | undefined
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    if (list) blocks.push({ kind: 'list', ...list })
    paragraph = []
    list = undefined
  }
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim()
    const heading = /^(#{2,3})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    if (line === '') flush()
    else if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: heading[1].length as 2 | 3, text: heading[2] })
    } else if (bullet || numbered) {
      const ordered = !bullet
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push((bullet ?? numbered)![1])
    } else if (list && raw.startsWith('  ')) {
      list.items[list.items.length - 1] += ' ' + line
    } else {
      if (list) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

/** Splits "**bold**" runs out of a line of text. */
export function splitBold(text: string): { bold: boolean; text: string }[] {
  return text.split(/(\*\*[^*]+\*\*)/).filter(Boolean).map((part) =>
    part.startsWith('**') && part.endsWith('**') ? { bold: true, text: part.slice(2, -2) } : { bold: false, text: part },
  )
}
