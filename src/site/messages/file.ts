// The file as a whole, before or instead of its YAML: what cannot be read at all.
import { defineMessage, inArea } from './catalogue'

export const fileMessages = inArea('file', {
  cannotRead: defineMessage<{ file: string; reason: string }>({
    code: 'cannot-read',
    title: 'site.yaml cannot be read',
    message: ({ file, reason }) => `Cannot read ${file}: ${reason}`,
    example: { file: 'site.yaml', reason: "ENOENT: no such file or directory, open 'site.yaml'" },
  }),
  notABlockOfKeys: defineMessage<{ what: 'a list' | 'empty' | 'a single value' }>({
    code: 'not-a-block-of-keys',
    title: 'site.yaml is not a block of keys',
    message: ({ what }) => `site.yaml must be a block of keys (site, navigation, footer, forms, pages), but it is ${what}.`,
    example: { what: 'empty' },
  }),
  cannotConvert: defineMessage<{ reason: string }>({
    code: 'cannot-convert',
    title: 'The YAML could not be turned into data',
    message: ({ reason }) => `The file could not be read: ${reason}`,
    example: { reason: 'Unresolved alias' },
  }),
  savedAsUtf16: defineMessage<Record<string, never>>({
    code: 'saved-as-utf-16',
    title: 'site.yaml saved as UTF-16',
    message: () => 'site.yaml is saved as UTF-16; it must be saved as UTF-8.',
    hint: () => 'In your editor, save the file again with the encoding "UTF-8".',
    example: {},
  }),
  notUtf8: defineMessage<{ byte: number }>({
    code: 'not-utf-8',
    title: 'A byte that is not UTF-8 text',
    message: ({ byte }) =>
      `This line holds a byte (0x${byte.toString(16).toUpperCase().padStart(2, '0')}) that is not UTF-8 text: site.yaml was probably saved in another encoding.`,
    hint: () => 'In your editor, save the file again with the encoding "UTF-8", then check that accented letters and symbols look right.',
    example: { byte: 0xe9 },
  }),
  controlCharacter: defineMessage<{ codePoint: number }>({
    code: 'control-character',
    title: 'An invisible control character',
    message: ({ codePoint }) => `This line holds an invisible control character (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}), which is not text.`,
    hint: () => 'Delete it: retype the text around it if you cannot see where it is.',
    example: { codePoint: 0x1b },
  }),
  nestedTooDeeply: defineMessage<Record<string, never>>({
    code: 'nested-too-deeply',
    title: 'Blocks nested too deeply to read',
    message: () => 'This part of the file is nested too deeply to read: blocks inside blocks, thousands of levels down.',
    hint: () => 'site.yaml never needs more than a few levels; check the indentation above this line.',
    example: {},
  }),
  parserFailed: defineMessage<{ reason: string }>({
    code: 'parser-failed',
    title: 'The YAML parser failed',
    // The loader's last resort for an exception it did not expect: reaching it is a bug to fix.
    message: ({ reason }) => `The file could not be read: ${reason}.`,
    example: { reason: 'Unexpected error' },
  }),
})
