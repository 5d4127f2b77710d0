// "Bring my draft up to date", when some of the draft's changes are on places someone else changed since it began
// (server/publishing.ts, bringUpToDate): a card for each, as in a publish, with Keep mine and Keep theirs. Nothing of
// the draft changes until every card has its choice and the person presses "Bring up to date".
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Choice, ConflictCard } from './api'
import { Conflict, ConflictsSaid } from './PublishDialog'

export function UpdateDialog({ message, conflicts, updating, onUpdate, onCancel }: { message: string; conflicts: ConflictCard[]; updating: boolean; onUpdate: (choices: Choice[]) => void; onCancel: () => void }) {
  const [choices, setChoices] = useState<Record<number, 'mine' | 'theirs'>>({})
  return (
    <Stack gap="md">
      <ConflictsSaid refusal={message} conflicts={conflicts} choices={choices} nothingUntil="Nothing of your draft changes until you press Bring up to date." />
      <Stack gap="xs" role="list" aria-label="Conflicts">
        {conflicts.map((conflict) => (
          <Conflict key={conflict.index} conflict={conflict} keep={choices[conflict.index]} onKeep={(keep) => setChoices((chosen) => ({ ...chosen, [conflict.index]: keep }))} />
        ))}
      </Stack>
      <Group justify="flex-end" gap="xs">
        {/* Made again on the newest version, and checked: a second or more on a busy server, said in words. */}
        {updating && (
          <Text size="sm" role="status" mr="auto">
            Bringing your draft up to date…
          </Text>
        )}
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          loading={updating}
          disabled={conflicts.some((conflict) => !choices[conflict.index])}
          onClick={() => onUpdate(conflicts.map((conflict) => ({ index: conflict.index, words: conflict.words, keep: choices[conflict.index] })))}
        >
          Bring up to date
        </Button>
      </Group>
    </Stack>
  )
}
