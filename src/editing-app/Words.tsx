// The pieces the publishing dialogs share: a change's lines in words, and what an action said (done, or refused).
import { Alert, List, Text } from '@mantine/core'

/** Lines of changes in words, as a list (a long value wraps anywhere rather than widening the dialog). */
export function ChangeLines({ lines }: { lines: string[] }) {
  return (
    <List size="sm" spacing={2}>
      {lines.map((line, index) => (
        <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </List.Item>
      ))}
    </List>
  )
}

export type Said = { color: 'green' | 'red'; words: string }

/** What an action said: read out at once when it was refused, politely when it was done. */
export function SaidAlert({ said }: { said: Said }) {
  return (
    <Alert color={said.color} variant="light" role={said.color === 'red' ? 'alert' : 'status'}>
      <Text size="sm" c="gray.9">
        {said.words}
      </Text>
    </Alert>
  )
}
