// "Review and publish": the draft's changes in words, page by page, the pages the publish redraws, the check's
// warnings, a note, and the publish itself (one commit on the branch, by the person: server/publishing.ts). An
// editor reviews too, but a publisher or an owner publishes.
import { Alert, Anchor, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Me, PublishAnswer, ReviewAnswer } from './api'
import { Reading } from './AccountMenu'
import { getJson, postJson } from './client'

/** Where the page, drawn again after a publish, finds what was published (to say so in the dock). */
export const publishedKey = 'site-edit:published'

type Refusal = Extract<PublishAnswer, { ok: false }>

export function PublishDialog({ me, onClose }: { me: Me; onClose: () => void }) {
  const [review, setReview] = useState<ReviewAnswer>()
  const [reading, setReading] = useState<string>()
  const [note, setNote] = useState('')
  const [publishing, setPublishing] = useState(false)
  const [refusal, setRefusal] = useState<Refusal>()
  const mayPublish = me.role === 'owner' || me.role === 'publisher'

  useEffect(() => {
    void getJson<ReviewAnswer>('/api/publish/review').then((answer) => (answer.ok ? setReview(answer) : setReading(answer.message)))
  }, [])

  const publish = async () => {
    setPublishing(true)
    setRefusal(undefined)
    const answer = await postJson<Extract<PublishAnswer, { ok: true }>>('/api/publish', { note })
    if (!answer.ok) {
      setPublishing(false)
      return setRefusal(answer)
    }
    // The draft starts again from the commit just pushed: the page is drawn again from it, and the dock says so.
    sessionStorage.setItem(publishedKey, JSON.stringify({ commit: answer.commit, summary: answer.summary }))
    location.reload()
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
          <List size="sm" spacing={2}>
            {group.lines.map((line, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
      {review.pictures.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Pictures added
          </Title>
          <List size="sm">
            {review.pictures.map((picture) => (
              <List.Item key={picture}>{picture}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {review.redrawn.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Pages it redraws
          </Title>
          <Group gap="xs">
            {review.redrawn.map((path) => (
              <Anchor key={path} href={path === '*' ? '/this-page-does-not-exist' : path} target="_blank" size="sm">
                {path === '*' ? 'the “not found” page' : path}
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
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" c="gray.9">
            {refusal.message}
          </Text>
          {refusal.conflicts && (
            <List size="sm" mt="xs">
              {refusal.conflicts.map((conflict, index) => (
                <List.Item key={index}>
                  <Text size="sm" c="gray.9">
                    {conflict.words}: {conflict.reason}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {!review.problem && mayPublish && (
        <>
          <Textarea label="What is this change for?" description="Optional: it goes into the site's history with your changes." autosize minRows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={publishing}>
              Cancel
            </Button>
            <Button onClick={() => void publish()} loading={publishing}>
              Publish
            </Button>
          </Group>
        </>
      )}
      {!review.problem && !mayPublish && <Text size="sm">A publisher or an owner publishes the site: show them your draft with “Share preview”.</Text>}
    </Stack>
  )
}
