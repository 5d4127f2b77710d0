// "Publish history": every commit of the branch that changed site.yaml, by anyone (a publish, a developer's push),
// in words, with its author and time. An owner or publisher can undo one: one new commit that sets its changes back
// on the site as it is now (server/publishing.ts), with the same conflict cards as a publish. History is never rewritten.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import type { ConflictCard, Me, PublishAnswer, PublishedCommit } from './api'
import { Reading, when } from './AccountMenu'
import { getJson, postJson } from './client'
import { Conflict, ConflictsSaid } from './PublishDialog'
import { ChangeLines, SaidAlert, type Said } from './Words'

export function HistoryDialog({ me }: { me: Me }) {
  const [commits, setCommits] = useState<PublishedCommit[]>()
  const [said, setSaid] = useState<Said>()
  const mayUndo = me.role === 'owner' || me.role === 'publisher'

  const load = useCallback(async () => {
    const answer = await getJson<{ ok: true; commits: PublishedCommit[] }>('/api/history')
    if (answer.ok) setCommits(answer.commits)
    else setSaid({ color: 'red', words: answer.message })
  }, [])
  useEffect(() => void load(), [load])

  if (!commits) return said ? <Alert color="red" variant="light" role="alert">{said.words}</Alert> : <Reading words="Reading the history…" />
  return (
    <Stack gap="md">
      {said && <SaidAlert said={said} />}
      <Stack gap="sm" role="list" aria-label="Publish history">
        {commits.map((commit) => (
          <Published
            key={commit.commit}
            commit={commit}
            mayUndo={mayUndo && commit.hasParent}
            onUndone={async (words) => {
              setSaid(words)
              await load()
            }}
          />
        ))}
      </Stack>
    </Stack>
  )
}

function Published({ commit, mayUndo, onUndone }: { commit: PublishedCommit; mayUndo: boolean; onUndone: (said: Said) => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [conflicts, setConflicts] = useState<ConflictCard[]>([])
  const [choices, setChoices] = useState<Record<number, 'mine' | 'theirs'>>({})

  const undo = async () => {
    setBusy(true)
    setRefusal(undefined)
    const chosen = conflicts.map((conflict) => ({ index: conflict.index, words: conflict.words, keep: choices[conflict.index] }))
    const answer = await postJson<Extract<PublishAnswer, { ok: true }>>(`/api/history/${commit.commit}/undo`, { choices: chosen })
    setBusy(false)
    if (answer.ok) return onUndone({ color: 'green', words: `Published: ${answer.summary}` })
    const found = (answer as Extract<PublishAnswer, { ok: false }>).conflicts
    setConflicts(found ?? [])
    setChoices({})
    setRefusal(answer.message)
  }

  return (
    <Paper role="listitem" aria-label={`${commit.subject}, ${when(commit.at)}`} withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {commit.subject}
        </Title>
        <Text size="xs" c="gray.7">
          {commit.author}, {when(commit.at)}
        </Text>
        <ChangeLines lines={commit.lines} />
        {refusal && <ConflictsSaid refusal={refusal} conflicts={conflicts} choices={choices} nothingUntil="Nothing is undone until you press Undo this publish." />}
        {conflicts.map((conflict) => (
          <Conflict key={conflict.index} conflict={conflict} keep={choices[conflict.index]} onKeep={(keep) => setChoices((chosen) => ({ ...chosen, [conflict.index]: keep }))} />
        ))}
        {/* A publish is named by its words and its time; its commit is one click away, for a developer. */}
        <Text component="details" size="xs" c="gray.7" className="site-edit-commit">
          <summary>For a developer</summary>
          Commit <code>{commit.commit.slice(0, 7)}</code>
        </Text>
        {mayUndo && (
          <Group justify="flex-end">
            {/* An undo is a commit and a push, as a publish: said in words while it is made. */}
            {busy && (
              <Text size="sm" role="status" mr="auto">
                Undoing this publish: sending it to the site’s repository…
              </Text>
            )}
            {/* Nothing is pushed until every conflict is settled. */}
            <Button size="compact-sm" variant="default" loading={busy} disabled={conflicts.some((conflict) => !choices[conflict.index])} onClick={() => void undo()}>
              Undo this publish
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
