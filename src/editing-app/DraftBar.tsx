// The draft's bar in the editor's dock (editing server only): whose draft is on screen and how far it is from the
// published site, its review and publish, a link to show it to someone, a way to start again, and the account menu.
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconHistory, IconInbox, IconInfoCircle, IconRefresh, IconSend, IconShare, IconTrash } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { draftChangedEvent, type Choice, type ConflictCard, type DraftAnswer, type Me, type PreviewLink } from './api'
import { AccountMenu, CopyField, dialogProps, Reading, when } from './AccountMenu'
import { getJson, postJson, setCsrf } from './client'
import { HistoryDialog } from './HistoryDialog'
import { PublishDialog } from './PublishDialog'
import { UpdateDialog } from './UpdateDialog'
import { updateDraft } from './update-draft'
import { ReviewList } from './ReviewList'
import { useMarkReviewWaiting } from '@/editing-interface/dock-mark'


/** "Asha Patel’s draft · 3 changes since the published version". */
function draftWords(draft: DraftAnswer) {
  const changes = draft.changes === 0 ? 'No changes yet' : draft.changes === 1 ? '1 change since the published version' : `${draft.changes} changes since the published version`
  return `${draft.owner}’s draft · ${changes}`
}

/** What discarding loses, in words. */
function lossWords(changes: number) {
  if (changes === 0) return 'Your draft has no changes; it starts again from the published site.'
  return `Your ${changes === 1 ? '1 change' : `${changes} changes`} will be lost, and your draft starts again from the published site.`
}

/** The link the Share preview dialog made: none yet (it was only opened), being made, refused, or made. */
type Made = { state: 'none' } | { state: 'making' } | { state: 'refused'; message: string } | { state: 'made'; preview: PreviewLink }

export function DraftBar({ me, portalTarget }: { me: Me; portalTarget: HTMLElement }) {
  const [draft, setDraft] = useState<DraftAnswer>()
  const [refusal, setRefusal] = useState<string>()
  const [made, setMade] = useState<Made>()
  const [sharing, setSharing] = useState(false)
  const [discarding, setDiscarding] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  const [listing, setListing] = useState(false)
  const [history, setHistory] = useState(false)
  // What the last publish or update of the draft did ("Published: Pricing: …"), said until the page is left.
  const [published, setPublished] = useState<string>()
  /** The latest reading asked for: an older answer that comes after it is dropped. */
  const latest = useRef(0)
  // A request waiting is marked on the dock too: on a phone its button is under More, which wears the mark.
  const markReviewWaiting = useMarkReviewWaiting()
  const waiting = (draft?.waiting ?? 0) > 0
  useEffect(() => markReviewWaiting(waiting), [markReviewWaiting, waiting])

  // The page may come without the token's <meta>: the person's own details carry it too.
  useEffect(() => setCsrf(me.csrf), [me.csrf])

  // `fetch`: the server asks the remote whether the branch moved (when the page opens; not after each change).
  const load = useCallback(async (fetch = false) => {
    const asked = ++latest.current
    const answer = await getJson<DraftAnswer>(fetch ? '/api/draft?fetch=1' : '/api/draft')
    if (asked !== latest.current) return
    if (answer.ok) {
      setDraft(answer)
      setRefusal(undefined)
    } else setRefusal(answer.message)
  }, [])

  useEffect(() => {
    void load(true)
    const onChange = () => void load()
    window.addEventListener(draftChangedEvent, onChange)
    return () => window.removeEventListener(draftChangedEvent, onChange)
  }, [load])

  /**
   * A publish or an update of the draft done: its dialog closes, the dock says `words` and reads the draft again. The
   * page redraws itself: the server sends it the draft's new site, as after any change.
   */
  const saidDone = (words: string) => {
    setReviewing(false)
    setConflicts(undefined)
    setRefusal(undefined)
    setPublished(words)
    window.dispatchEvent(new Event(draftChangedEvent))
  }

  /** An "Ask to publish" taken: its answer is the dock as it is now (an older reading still on its way is dropped). */
  const showAsked = (answer: DraftAnswer) => {
    latest.current++
    setDraft(answer)
    setRefusal(undefined)
    setReviewing(false)
  }

  // "Bring my draft up to date": done, the page is drawn from the moved draft (as after a publish); with
  // conflicts, their cards in a dialog; refused, its words in the dock.
  const [updating, setUpdating] = useState(false)
  const [conflicts, setConflicts] = useState<{ message: string; conflicts: ConflictCard[] }>()
  const bringUpToDate = async (choices: Choice[]) => {
    setUpdating(true)
    const updated = await updateDraft(choices)
    setUpdating(false)
    if ('done' in updated) return saidDone(updated.done)
    if (updated.conflicts) return setConflicts({ message: updated.message, conflicts: updated.conflicts })
    setConflicts(undefined)
    setRefusal(updated.message)
  }

  // A link is made only on "Make a link", never when the dialog opens: opened to revoke a link, it made another, a
  // public one for 7 days, and a whole build of the site each time.
  const openSharing = () => {
    setMade({ state: 'none' })
    setSharing(true)
  }
  const makeLink = async () => {
    setMade({ state: 'making' })
    const answer = await postJson<{ ok: true; preview: PreviewLink }>('/api/previews', {})
    setMade(answer.ok ? { state: 'made', preview: answer.preview } : { state: 'refused', message: answer.message })
  }

  return (
    // White, so that it reads over the site's own colours when the dock itself is see-through (editing off).
    // On a phone, its parts join the dock's bar: Review and publish in it, the rest under More (editor.css).
    <Stack gap={6} w="100%" bg="white" style={{ borderRadius: 6 }} className="site-editor-flat">
      <Text size="xs" c="gray.8" className="site-editor-secondary">
        {draft ? draftWords(draft) : refusal ? '' : 'Reading your draft…'}
      </Text>
      {published && (
        <Alert color="green" variant="light" p="xs" role="status" className="site-editor-notice" icon={<IconCheck size={16} aria-hidden />}>
          <Text size="xs" c="gray.9">
            {published}
          </Text>
        </Alert>
      )}
      {draft?.asked && (
        <Alert color="blue" variant="light" p="xs" role="status" className="site-editor-notice" icon={<IconInfoCircle size={16} aria-hidden />}>
          <Text size="xs" c="gray.9">
            {draft.asked}
          </Text>
        </Alert>
      )}
      {draft?.behind && (
        <Alert color="yellow" variant="light" p="xs" role="status" className="site-editor-notice" icon={<IconAlertTriangle size={16} aria-hidden />}>
          {/* Dark words: on the site's dark page Mantine gives a light alert's words the dark scheme's pale yellow. */}
          <Text size="xs" c="gray.9">
            {draft.behind}
          </Text>
          <Button mt={6} size="compact-sm" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} loading={updating && !conflicts} onClick={() => void bringUpToDate([])}>
            Bring my draft up to date
          </Button>
          {updating && !conflicts && (
            <Text size="xs" c="gray.9" role="status" mt={4}>
              Bringing your draft up to date…
            </Text>
          )}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="xs" c="gray.9">
            {refusal}
          </Text>
        </Alert>
      )}
      <Group gap={6} wrap="wrap" className="site-editor-flat">
        {/* "Publish" alone in a phone's bar, where four actions share 374 px; its name is the same everywhere. */}
        <Button size="compact-sm" aria-label="Review and publish" leftSection={<IconSend size={14} aria-hidden />} disabled={!draft} onClick={() => setReviewing(true)}>
          <span className="site-editor-wide-only">Review and&nbsp;</span>
          <span className="site-editor-first-capital">publish</span>
        </Button>
        {draft?.waiting !== undefined && (
          // The number in the words, not a badge: the dock hides buttons' icons on a phone. Filled in red while a
          // request waits: the mark that catches the eye (it comes without a reload, as the requests do).
          <Button size="compact-sm" className="site-editor-secondary" variant={draft.waiting > 0 ? 'filled' : 'default'} color={draft.waiting > 0 ? 'red.9' : undefined} leftSection={<IconInbox size={14} aria-hidden />} onClick={() => setListing(true)}>
            {draft.waiting > 0 ? `Waiting for review (${draft.waiting})` : 'Waiting for review'}
          </Button>
        )}
        <Button size="compact-sm" variant="default" className="site-editor-secondary" leftSection={<IconHistory size={14} aria-hidden />} onClick={() => setHistory(true)}>
          Publish history
        </Button>
        <Button size="compact-sm" variant="default" className="site-editor-secondary" leftSection={<IconShare size={14} aria-hidden />} onClick={openSharing}>
          Share preview
        </Button>
        <Button size="compact-sm" variant="default" className="site-editor-secondary" leftSection={<IconTrash size={14} aria-hidden />} disabled={!draft} onClick={() => setDiscarding(true)}>
          Discard draft
        </Button>
        <span className="site-editor-secondary site-editor-flat">
          <AccountMenu me={me} portalTarget={portalTarget} />
        </span>
      </Group>
      <Modal opened={sharing} onClose={() => setSharing(false)} title="Share preview" size="lg" {...dialogProps(portalTarget)}>
        {made && <SharePreview made={made} onMake={() => void makeLink()} />}
      </Modal>
      <Modal opened={reviewing} onClose={() => setReviewing(false)} title="Review and publish" size="lg" {...dialogProps(portalTarget)}>
        {reviewing && <PublishDialog me={me} onClose={() => setReviewing(false)} onDone={saidDone} onAsked={showAsked} />}
      </Modal>
      <Modal opened={listing} onClose={() => setListing(false)} title="Waiting for review" size="lg" {...dialogProps(portalTarget)}>
        {listing && <ReviewList onDecided={() => void load()} />}
      </Modal>
      <Modal opened={history} onClose={() => setHistory(false)} title="Publish history" size="lg" {...dialogProps(portalTarget)}>
        {history && <HistoryDialog me={me} />}
      </Modal>
      <Modal opened={conflicts !== undefined} onClose={() => setConflicts(undefined)} title="Bring my draft up to date" size="lg" {...dialogProps(portalTarget)}>
        {conflicts && <UpdateDialog key={conflicts.message + conflicts.conflicts.length} {...conflicts} updating={updating} onUpdate={(choices) => void bringUpToDate(choices)} onCancel={() => setConflicts(undefined)} />}
      </Modal>
      <Modal opened={discarding} onClose={() => setDiscarding(false)} title="Discard your draft?" size="sm" {...dialogProps(portalTarget)}>
        <Discard changes={draft?.changes ?? 0} onKeep={() => setDiscarding(false)} />
      </Modal>
    </Stack>
  )
}

function SharePreview({ made, onMake }: { made: Made; onMake: () => void }) {
  const [previews, setPreviews] = useState<PreviewLink[]>()
  const [refusal, setRefusal] = useState<string>()
  const [revoking, setRevoking] = useState<string>()
  const madeId = made.state === 'made' ? made.preview.id : undefined

  const load = useCallback(async () => {
    const answer = await getJson<{ ok: true; previews: PreviewLink[] }>('/api/previews')
    if (answer.ok) setPreviews(answer.previews)
    else setRefusal(answer.message)
  }, [])
  // Read once the new link is made, so that the list is the one it belongs to.
  useEffect(() => {
    if (made.state !== 'making') void load()
  }, [load, made.state, madeId])

  const revoke = async (preview: PreviewLink) => {
    setRevoking(preview.id)
    setRefusal(undefined)
    const answer = await postJson(`/api/previews/${encodeURIComponent(preview.id)}/revoke`, {})
    setRevoking(undefined)
    if (!answer.ok) return setRefusal(answer.message)
    await load()
  }

  // Every live link, the new one too: each can be revoked here. Only the new one's address is known (the server keeps the others hashed).
  const live = previews ?? []
  const newOneLive = made.state === 'made' && (previews === undefined || live.some((preview) => preview.id === madeId))

  return (
    <Stack gap="md">
      {made.state !== 'making' && (
        <Stack gap="xs" align="flex-start">
          {/* Once a link is made, the words under it say the same. */}
          {made.state !== 'made' && <Text size="sm">A preview link lets anyone see your draft as it is now, without signing in, for 7 days.</Text>}
          <Button leftSection={<IconShare size={16} aria-hidden />} onClick={onMake}>
            {made.state === 'made' ? 'Make another link' : 'Make a link'}
          </Button>
        </Stack>
      )}
      {made.state === 'making' && <Reading words="Making a link…" />}
      {made.state === 'refused' && (
        <Alert color="red" variant="light" role="alert">
          {made.message}
        </Alert>
      )}
      {made.state === 'made' && !newOneLive && <Text size="sm">This link is revoked: it no longer opens your draft.</Text>}
      {made.state === 'made' && newOneLive && (
        <Stack gap="xs">
          <CopyField label="Preview link" value={new URL(made.preview.url, location.origin).href} />
          <Text size="sm">Valid until {when(made.preview.expiresAt)}</Text>
          <Text size="sm">Anyone with this link can see your draft, without signing in. It shows the draft as it is now, once the site is built from it, in under a minute: until then it says it is being made.</Text>
        </Stack>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      {live.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Links you have shared
          </Title>
          <Stack gap="xs" role="list" aria-label="Links you have shared">
            {live.map((preview) => (
              <Paper key={preview.id} role="listitem" withBorder radius="sm" p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    {preview.id === madeId && <Text size="xs">The link above</Text>}
                    <Text size="xs" c="gray.7">
                      Made {when(preview.createdAt)} · Valid until {when(preview.expiresAt)}
                    </Text>
                  </div>
                  {/* Never narrower than its word (a button's own overflow lets it shrink, cutting "Revoke" on a phone). */}
                  <Button size="compact-sm" variant="default" style={{ flexShrink: 0 }} loading={revoking === preview.id} onClick={() => void revoke(preview)}>
                    Revoke
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  )
}

function Discard({ changes, onKeep }: { changes: number; onKeep: () => void }) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()

  const discard = async () => {
    setBusy(true)
    setRefusal(undefined)
    const answer = await postJson<DraftAnswer>('/api/draft/discard', {})
    if (!answer.ok) {
      setBusy(false)
      return setRefusal(answer.message)
    }
    // The page drawn is the old draft's: it is drawn again from the new one.
    location.reload()
  }

  return (
    <Stack gap="md">
      <Text size="sm">{lossWords(changes)}</Text>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          Keep my draft
        </Button>
        <Button color="red" loading={busy} onClick={() => void discard()}>
          Discard draft
        </Button>
      </Group>
    </Stack>
  )
}
