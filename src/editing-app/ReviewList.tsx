// "Waiting for review": the drafts editors asked to publish, for publishers and owners. Each with its changes in
// words, a preview of the draft as it was asked, and Publish (the editor the commit's author, the publisher its
// co-author) or Send back with a note, which the editor's dock shows.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { noteLimit, type PublishAnswer, type WaitingReview } from './api'
import { Reading, when } from './AccountMenu'
import { getJson, postJson } from './client'
import { ChangeLines, SaidAlert, type Said } from './Words'

export function ReviewList({ onDecided }: { onDecided: () => void }) {
  const [waiting, setWaiting] = useState<WaitingReview[]>()
  const [said, setSaid] = useState<Said>()

  const load = useCallback(async () => {
    const answer = await getJson<{ ok: true; waiting: WaitingReview[] }>('/api/reviews')
    if (answer.ok) setWaiting(answer.waiting)
    else setSaid({ color: 'red', words: answer.message })
  }, [])
  useEffect(() => void load(), [load])

  const decided = async (words: Said) => {
    setSaid(words)
    await load()
    onDecided()
  }

  if (!waiting) return said ? <Alert color="red" variant="light" role="alert">{said.words}</Alert> : <Reading words="Reading the list…" />
  return (
    <Stack gap="md">
      {said && <SaidAlert said={said} />}
      {waiting.length === 0 && <Text size="sm">No draft is waiting for review.</Text>}
      <Stack gap="sm" role="list" aria-label="Waiting for review">
        {waiting.map((request) => (
          <Request key={request.id} request={request} onDecided={decided} />
        ))}
      </Stack>
    </Stack>
  )
}

function Request({ request, onDecided }: { request: WaitingReview; onDecided: (said: Said) => Promise<void> }) {
  const [busy, setBusy] = useState<'publish' | 'send-back'>()
  const [sendingBack, setSendingBack] = useState(false)
  const [reply, setReply] = useState('')

  const publish = async () => {
    setBusy('publish')
    const answer = await postJson<Extract<PublishAnswer, { ok: true }>>(`/api/reviews/${request.id}/publish`, {})
    setBusy(undefined)
    await onDecided(answer.ok ? { color: 'green', words: `Published ${request.name}’s draft: ${answer.summary}` } : { color: 'red', words: answer.message })
  }
  const sendBack = async () => {
    setBusy('send-back')
    const answer = await postJson(`/api/reviews/${request.id}/send-back`, { reply })
    setBusy(undefined)
    await onDecided(answer.ok ? { color: 'green', words: `Sent back to ${request.name}.` } : { color: 'red', words: answer.message })
  }

  return (
    <Paper role="listitem" aria-label={`${request.name}’s draft`} withBorder radius="sm" p="sm">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {request.name}’s draft
        </Title>
        <Text size="xs" c="gray.7">
          Asked {when(request.askedAt)}
        </Text>
        {request.note && <Text size="sm">“{request.note}”</Text>}
        {request.groups.map((group) => (
          <Stack key={group.page} gap={2}>
            <Text size="sm" fw={600}>
              {group.page}
            </Text>
            <ChangeLines lines={group.lines} />
          </Stack>
        ))}
        {request.problem && (
          <Alert color="red" variant="light">
            <Text size="sm" c="gray.9">
              {request.problem}
            </Text>
          </Alert>
        )}
        <Anchor href={request.preview} target="_blank" size="sm">
          Preview {request.name}’s draft
        </Anchor>
        {sendingBack ? (
          <>
            <Textarea label="Why it goes back" description={`${request.name} sees this in their dock.`} autosize minRows={2} maxLength={noteLimit} value={reply} onChange={(event) => setReply(event.currentTarget.value)} />
            <Group gap="xs" justify="flex-end">
              <Button size="compact-sm" variant="default" onClick={() => setSendingBack(false)} disabled={busy !== undefined}>
                Cancel
              </Button>
              <Button size="compact-sm" onClick={() => void sendBack()} loading={busy === 'send-back'}>
                Send back
              </Button>
            </Group>
            {busy === 'send-back' && (
              <Text size="sm" role="status">
                Sending the draft back to {request.name}…
              </Text>
            )}
          </>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => setSendingBack(true)} disabled={busy !== undefined}>
              Send back
            </Button>
            <Button size="compact-sm" onClick={() => void publish()} loading={busy === 'publish'} disabled={Boolean(request.problem)}>
              Publish
            </Button>
          </Group>
        )}
        {/* A publish takes a second or more (a commit, and the push to the site's repository): said, not only a spinner. */}
        {busy === 'publish' && (
          <Text size="sm" role="status">
            Publishing {request.name}’s draft: sending it to the site’s repository…
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
