// "Review and publish": the draft's changes in words, page by page, the pages the publish redraws, the check's
// warnings, a note, and the publish itself (one commit on the branch, by the person: server/publishing.ts). An
// editor reviews too, but a publisher or an owner publishes.
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { noteLimit, type ConflictCard, type DraftAnswer, type Me, type PublishAnswer, type ReviewAnswer } from './api'
import { Reading, when } from './AccountMenu'
import { getJson, postJson } from './client'
import { ChangeLines, SaidAlert } from './Words'

type Refusal = Extract<PublishAnswer, { ok: false }>

/**
 * `onDone`, once the draft starts again from the publish (or from the published version, when nothing of it was left):
 * the words to say. The page is not loaded again: the server sends it the draft's new site, as after any change, and
 * it redraws itself (a reload took 10 s and more on a phone).
 */
export function PublishDialog({ me, onClose, onDone, onAsked }: { me: Me; onClose: () => void; onDone: (words: string) => void; onAsked: (draft: DraftAnswer) => void }) {
  const [review, setReview] = useState<ReviewAnswer>()
  const [reading, setReading] = useState<string>()
  const [note, setNote] = useState('')
  const [publishing, setPublishing] = useState(false)
  const [refusal, setRefusal] = useState<Refusal>()
  /** The conflicts the last publish found, and what the person chose for each (by its index in the draft). */
  const [conflicts, setConflicts] = useState<ConflictCard[]>([])
  const [choices, setChoices] = useState<Record<number, 'mine' | 'theirs'>>({})
  const mayPublish = me.role === 'owner' || me.role === 'publisher'

  useEffect(() => {
    void getJson<ReviewAnswer>('/api/publish/review').then((answer) => (answer.ok ? setReview(answer) : setReading(answer.message)))
  }, [])

  const publish = async () => {
    setPublishing(true)
    setRefusal(undefined)
    const chosen = conflicts.map((conflict) => ({ index: conflict.index, words: conflict.words, keep: choices[conflict.index] }))
    const answer = await postJson<Extract<PublishAnswer, { ok: true }>>('/api/publish', { note, choices: chosen })
    if (!answer.ok && (answer as Refusal).restarted) return onDone(answer.message)
    if (!answer.ok) {
      setPublishing(false)
      const found = (answer as Refusal).conflicts
      if (found) {
        setConflicts(found)
        setChoices({})
        return setRefusal({ ok: false, message: answer.message })
      }
      return setRefusal(answer)
    }
    // The draft starts again from the commit just pushed: the page is drawn from it, and the dock says so.
    onDone(`Published: ${answer.summary}`)
  }

  if (reading) return <Alert color="red" variant="light" role="alert">{reading}</Alert>
  if (!review) return <Reading words="Reading your changes…" />
  const changes = review.groups.reduce((sum, group) => sum + group.lines.length, 0)

  return (
    <Stack gap="md">
      {review.problem ? (
        <Alert color={changes === 0 && review.pictures.length === 0 ? 'gray' : 'red'} variant="light" role="status">
          <Text size="sm" c="gray.9">
            {review.problem}
          </Text>
        </Alert>
      ) : (
        <Text size="sm">
          {changes === 1 ? '1 change' : `${changes} changes`} since the published version{review.pictures.length > 0 ? `, and ${review.pictures.length === 1 ? '1 picture' : `${review.pictures.length} pictures`}` : ''}.
        </Text>
      )}
      {review.groups.map((group) => (
        <Stack key={group.page} gap={4}>
          <Title order={3} size="h5">
            {group.page}
          </Title>
          <ChangeLines lines={group.lines} />
        </Stack>
      ))}
      {review.pictures.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            New pictures
          </Title>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {review.pictures.map((picture) => (
              <Group key={picture.path} component="li" gap="sm" wrap="nowrap">
                <img src={picture.url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
                <Text size="sm">{picture.description ?? `A new picture that no page shows yet (${picture.url.split('/').pop()})`}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      {review.redrawn.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Pages it redraws
          </Title>
          <Group gap="xs">
            {review.redrawn.map((page) => (
              <Anchor key={page.path} href={page.path === '*' ? '/this-page-does-not-exist' : page.path} target="_blank" size="sm">
                {page.path === '*' ? 'the “not found” page' : page.name}
              </Anchor>
            ))}
          </Group>
        </Stack>
      )}
      {review.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="The check’s warnings">
          <List size="sm">
            {review.warnings.map((warning, index) => (
              <List.Item key={index}>
                <Text size="sm" c="gray.9">
                  {warning}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refusal && <ConflictsSaid refusal={refusal.message} conflicts={conflicts} choices={choices} nothingUntil="Nothing is published until you press Publish." />}
      {conflicts.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Conflicts">
          {conflicts.map((conflict) => (
            <Conflict key={conflict.index} conflict={conflict} keep={choices[conflict.index]} onKeep={(keep) => setChoices((chosen) => ({ ...chosen, [conflict.index]: keep }))} />
          ))}
        </Stack>
      )}
      {!review.problem && mayPublish && (
        <>
          <Textarea label="What is this change for?" description="Optional: it goes into the site's history with your changes." autosize minRows={2} maxLength={noteLimit} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end">
            {/* A publish takes a second or more (a commit, and the push to the site's repository): said, not only a spinner. */}
            {publishing && (
              <Text size="sm" role="status" mr="auto">
                Publishing: sending your changes to the site’s repository…
              </Text>
            )}
            <Button variant="default" onClick={onClose} disabled={publishing}>
              Cancel
            </Button>
            {/* Nothing is pushed until every conflict is settled. */}
            <Button onClick={() => void publish()} loading={publishing} disabled={conflicts.some((conflict) => !choices[conflict.index])}>
              Publish
            </Button>
          </Group>
        </>
      )}
      {!review.problem && !mayPublish && <AskToPublish onAsked={onAsked} onCancel={onClose} />}
    </Stack>
  )
}

/** An editor's way to publish: a publisher reviews the draft, then publishes it or sends it back. */
function AskToPublish({ onAsked, onCancel }: { onAsked: (draft: DraftAnswer) => void; onCancel: () => void }) {
  const [note, setNote] = useState('')
  const [asking, setAsking] = useState(false)
  const [refusal, setRefusal] = useState<string>()

  const ask = async () => {
    setAsking(true)
    setRefusal(undefined)
    const answer = await postJson<DraftAnswer>('/api/publish/ask', { note })
    setAsking(false)
    if (!answer.ok) return setRefusal(answer.message)
    // The answer is the dock as it is now: it says the draft is waiting, with no second request.
    onAsked(answer)
  }

  return (
    <>
      <Text size="sm">A publisher or an owner publishes the site: they see your changes in their “Waiting for review” list, and publish them or send them back with a note. They see your draft as it is now: a change you make after asking withdraws your request, and you ask again.</Text>
      {refusal && <SaidAlert said={{ color: 'red', words: refusal }} />}
      <Textarea label="What is this change for?" description="Optional: the publisher reads it, and it goes into the site's history with your changes." autosize minRows={2} maxLength={noteLimit} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <Group justify="flex-end">
        {asking && (
          <Text size="sm" role="status" mr="auto">
            Sending your draft for review…
          </Text>
        )}
        <Button variant="default" onClick={onCancel} disabled={asking}>
          Cancel
        </Button>
        <Button onClick={() => void ask()} loading={asking}>
          Ask to publish
        </Button>
      </Group>
    </>
  )
}

const everyConflictChosen = (conflicts: ConflictCard[], choices: Record<number, 'mine' | 'theirs'>) => conflicts.length > 0 && conflicts.every((conflict) => choices[conflict.index])

/**
 * Above the conflict cards, of a publish or of an undo: the refusal that asks to choose for each what to keep, until
 * every card has its choice; then that nothing happens before the button is pressed (`nothingUntil`).
 */
export function ConflictsSaid({ refusal, conflicts, choices, nothingUntil }: { refusal: string; conflicts: ConflictCard[]; choices: Record<number, 'mine' | 'theirs'>; nothingUntil: string }) {
  if (!everyConflictChosen(conflicts, choices)) return <SaidAlert said={{ color: 'red', words: refusal }} />
  return (
    <Alert color="blue" variant="light" role="status">
      <Text size="sm" c="gray.9">
        You have chosen for every conflict. {nothingUntil}
      </Text>
    </Alert>
  )
}

/** A change someone else's publish changed the place of: what you did, what is there now and who did it, and the choice. */
export function Conflict({ conflict, keep, onKeep }: { conflict: ConflictCard; keep?: 'mine' | 'theirs'; onKeep: (keep: 'mine' | 'theirs') => void }) {
  return (
    <Paper role="listitem" withBorder radius="sm" p="sm" aria-label={`Conflict: ${conflict.words}`}>
      <Stack gap={6}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <strong>You:</strong> {conflict.words}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <strong>Now:</strong> {conflict.reason}
        </Text>
        {conflict.changedBy && (
          <Text size="xs" c="gray.7">
            Changed by {conflict.changedBy}
            {conflict.changedAt ? `, ${when(conflict.changedAt)}` : ''}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant={keep === 'mine' ? 'filled' : 'default'} aria-pressed={keep === 'mine'} onClick={() => onKeep('mine')}>
            Keep mine
          </Button>
          <Button size="compact-sm" variant={keep === 'theirs' ? 'filled' : 'default'} aria-pressed={keep === 'theirs'} onClick={() => onKeep('theirs')}>
            Keep theirs
          </Button>
        </Group>
        {/* Said in words: a button's colour alone left people unsure the choice was taken. */}
        <Text size="sm" c="gray.9" role="status">
          {keep && (
            <>
              <IconCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {keep === 'mine' ? 'You chose to keep yours.' : 'You chose to keep theirs.'}
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  )
}
