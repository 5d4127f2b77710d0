import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { developerWordsIn } from '../../../src/site/schema-labels'
import { projectDir } from './site-repository'

// Every sentence the editing server can say to a person, read from its source: each answer's message, each refusal,
// each line of Activity and each word of a publish, whether in a table of words or written where it is sent. None may
// speak the file's or the repository's language (site.yaml, public/…, a commit's id, JSON, camelCase keys):
// developerWordsIn says which. A sentence is a string that starts with a capital and has at least three words; a
// template's ${…} parts are read as "…" (what they hold at run time is checked where it is shown, in the e2e tests).
// server/cli.ts is left out: it speaks to the administrator at a terminal, in npm's words on purpose.
const serverDir = join(projectDir, 'server')
const files = ['', 'routes'].flatMap((folder) =>
  readdirSync(join(serverDir, folder))
    .filter((name) => name.endsWith('.ts') && name !== 'cli.ts')
    .map((name) => join(folder, name)),
)

/** The sentences of one source file, each with its line. */
function sentencesIn(file: string, text = readFileSync(join(serverDir, file), 'utf8')): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: { line: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join('')
    if (text !== undefined && /^[A-Z‘“"]/.test(text) && / \S+ /.test(text)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

test('no sentence of the editing server speaks a developer’s words', () => {
  const sentences = files.flatMap((file) => sentencesIn(file).map((sentence) => ({ file, ...sentence })))
  // The scan reads the server's words, not nothing: its refusals and publish words are among them.
  expect(sentences.length).toBeGreaterThan(150)
  expect(sentences.map(({ text }) => text)).toContain('The draft changed after it was reviewed. Nothing was published.')
  expect(placedDeveloperWords(sentences)).toEqual([])
})

/** Each developer's word found in these sentences, with its place. */
function placedDeveloperWords(sentences: { file: string; line: number; text: string }[]): string[] {
  return sentences.flatMap(({ file, line, text }) => developerWordsIn(text).map((word) => `server/${file}:${line}: "${word}" in “${text}”`))
}

test('the scan finds the developer’s words of a sentence wherever the server writes it', () => {
  // A made-up route file: a refusal in a plain string, one in a template with a value, and two strings that are not
  // sentences (an object key's value in lower case, a two-word label).
  const source = [
    "const refusal = 'The published site.yaml has a mistake: nothing was changed.'",
    'reply.send({ message: `Published ${commit}: the file public/images/uploads/team.png is on the branch.` })',
    "const header = 'content-type: site.yaml'",
    "const label = 'Open site.yaml'",
  ].join('\n')
  const sentences = sentencesIn('routes/made-up.ts', source).map((sentence) => ({ file: 'routes/made-up.ts', ...sentence }))
  expect(sentences.map(({ line, text }) => [line, text])).toEqual([
    [1, 'The published site.yaml has a mistake: nothing was changed.'],
    [2, 'Published …: the file public/images/uploads/team.png is on the branch.'],
  ])
  expect(placedDeveloperWords(sentences)).toEqual([
    'server/routes/made-up.ts:1: "site.yaml" in “The published site.yaml has a mistake: nothing was changed.”',
    'server/routes/made-up.ts:2: "public/images/uploads/team.png" in “Published …: the file public/images/uploads/team.png is on the branch.”',
  ])
})
