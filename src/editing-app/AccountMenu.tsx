// The account menu in the editor's dock: who is signed in, their devices, for owners the people and what happened,
// and signing out. Each dialog reads its list when it opens, so it is never older than the click that opened it.
import { Alert, Badge, Button, Group, Loader, Menu, Modal, Paper, Select, Stack, Table, Text, Textarea, TextInput, Title, type ModalProps } from '@mantine/core'
import { IconDevices, IconHistory, IconLogout, IconUserCircle, IconUsers } from '@tabler/icons-react'
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react'
import { roles, roleWords, type ActivityEvent, type DeviceSession, type Me, type PendingInvitation, type Person, type Role } from './api'
import { getJson, postJson, setCsrf } from './client'

/** A date as the person's own browser writes dates. */
export const when = (iso: string) => new Date(iso).toLocaleString()

/**
 * What every dialog of the dock shares: drawn in the editor's container (its look is scoped there), above the dock. Its
 * <header> is no banner of the page (a second one beside the site's, for axe and for screen readers' landmarks).
 */
export function dialogProps(target: HTMLElement): Partial<ModalProps> {
  return { portalProps: { target }, zIndex: 500, centered: true, closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } }
}

/** "an Owner", "a Publisher", "an Editor". */
export function withArticle(role: Role) {
  const label = roleWords[role].label
  return `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`
}

/** A list being read: a small spinner and words, read out once. */
export function Reading({ words }: { words: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{words}</Text>
    </Group>
  )
}

/** A link to pass on: shown whole in a read-only field (tap it to select it), and a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const field = useRef<HTMLTextAreaElement>(null)
  const [copied, setCopied] = useState<'copied' | 'failed'>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('copied')
    } catch {
      // Without the clipboard (refused, or an insecure page) the link is selected for the person to copy.
      field.current?.select()
      setCopied('failed')
    }
  }
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {/* A link wraps on its lines rather than run past the field's edge: the whole of it can be read. */}
        <Textarea ref={field} label={label} value={value} readOnly autosize minRows={1} flex={1} styles={{ input: { wordBreak: 'break-all' } }} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="default" onClick={() => void copy()}>
          Copy
        </Button>
      </Group>
      <Text size="xs" c="gray.7" role="status">
        {copied === 'copied' ? 'Copied.' : copied === 'failed' ? 'It could not be copied here: the link is selected, so copy it with your keyboard or menu.' : ''}
      </Text>
    </Stack>
  )
}

/** The refusal of the last request, if any, in the server's words. */
function Refusal({ message }: { message?: string }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" role="alert">
      {/* Dark words, as in the dock (DraftBar): on the site's dark page Mantine gives a light alert's words the dark scheme's white. */}
      <Text size="sm" c="gray.9">
        {message}
      </Text>
    </Alert>
  )
}

type Dialog = 'devices' | 'people' | 'activity' | 'signOut'

/**
 * The menu's light look, whatever the page's scheme: the site's page is dark (data-mantine-color-scheme="dark" on
 * <html>), and Mantine's dark rules for a menu reach it there (a dark ground under the editor's dark words). Its label
 * in a grey dark enough to read on white (Mantine's dimmed grey is below 4.5:1).
 */
const lightMenu = {
  dropdown: { backgroundColor: 'var(--mantine-color-white)', '--popover-border-color': 'var(--mantine-color-gray-3)' } as CSSProperties,
  label: { color: 'var(--mantine-color-gray-7)' },
  item: { '--menu-item-hover': 'var(--mantine-color-gray-1)' } as CSSProperties,
  divider: { borderColor: 'var(--mantine-color-gray-3)' },
}

export function AccountMenu({ me, portalTarget }: { me: Me; portalTarget: HTMLElement }) {
  const [open, setOpen] = useState<Dialog>()
  const [signOutRefusal, setSignOutRefusal] = useState<string>()
  const owner = me.role === 'owner'
  const accountButton = useRef<HTMLButtonElement>(null)
  // The menu's item that opened a dialog is gone by the time the dialog closes: the focus goes back to the account
  // button, where the person opened the menu (Mantine's own return aims at the vanished item, and the focus would
  // fall to the top of the page).
  const close = () => {
    setOpen(undefined)
    accountButton.current?.focus({ preventScroll: true })
  }
  const fromMenu = { ...dialogProps(portalTarget), returnFocus: false }

  // The page may come without the token's <meta>: the person's own details carry it too.
  useEffect(() => setCsrf(me.csrf), [me.csrf])

  const signOut = async () => {
    const answer = await postJson('/api/sign-out', {})
    // The sign-in page says so: a page that only changed left the person unsure it had worked.
    if (answer.ok) return location.assign('/sign-in?signed-out=1')
    setSignOutRefusal(answer.message)
    setOpen('signOut')
  }

  return (
    <>
      {/* The dock sits at the bottom of the screen: the menu opens upwards, above the dock. */}
      {/* No focus placeholder: once open, the focus is on the first item (the placeholder's role="presentation" is no
          child a menu may have, and Enter then ArrowDown went past the first item). */}
      <Menu position="top-end" shadow="md" width={240} portalProps={{ target: portalTarget }} zIndex={510} withInitialFocusPlaceholder={false} styles={lightMenu}>
        <Menu.Target>
          <Button ref={accountButton} size="compact-sm" variant="default" maw={180} aria-label={`Account: ${me.name}`} leftSection={<IconUserCircle size={16} aria-hidden />}>
            {me.name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{`Signed in as ${me.name}`}</Menu.Label>
          <Menu.Item leftSection={<IconDevices size={16} aria-hidden />} onClick={() => setOpen('devices')}>
            Your devices
          </Menu.Item>
          {owner && (
            <>
              <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setOpen('people')}>
                People
              </Menu.Item>
              <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpen('activity')}>
                Activity
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={open === 'devices'} onClose={close} title="Your devices" size="md" {...fromMenu}>
        <Devices />
      </Modal>
      {owner && <PeopleDialogs me={me} opened={open === 'people'} onClose={close} target={portalTarget} />}
      {owner && (
        <Modal opened={open === 'activity'} onClose={close} title="Activity" size="lg" {...fromMenu}>
          <Activity />
        </Modal>
      )}
      <Modal opened={open === 'signOut'} onClose={close} title="You are still signed in" size="sm" {...fromMenu}>
        <Stack gap="md">
          <Refusal message={signOutRefusal} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

function Devices() {
  const [sessions, setSessions] = useState<DeviceSession[]>()
  const [refusal, setRefusal] = useState<string>()
  const [revoking, setRevoking] = useState<string>()

  const load = useCallback(async () => {
    const answer = await getJson<{ ok: true; sessions: DeviceSession[] }>('/api/sessions')
    if (answer.ok) setSessions(answer.sessions)
    else setRefusal(answer.message)
  }, [])
  useEffect(() => void load(), [load])

  const revoke = async (session: DeviceSession) => {
    setRevoking(session.id)
    setRefusal(undefined)
    const answer = await postJson(`/api/sessions/${encodeURIComponent(session.id)}/revoke`, {})
    setRevoking(undefined)
    if (!answer.ok) return setRefusal(answer.message)
    // This device is signed out now: nothing here works any more.
    if (session.current) return location.assign('/sign-in')
    await load()
  }

  return (
    <Stack gap="sm">
      <Text size="sm">Where you are signed in. Revoke a device you no longer use or do not recognise: it is signed out at once.</Text>
      <Refusal message={refusal} />
      {!sessions && !refusal && <Reading words="Reading your devices…" />}
      {sessions && (
        <Stack gap="xs" role="list" aria-label="Devices">
          {sessions.map((session) => (
            <Paper key={session.id} role="listitem" withBorder radius="sm" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {session.device}
                    </Text>
                    {session.current && (
                      <Badge size="sm" variant="light">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    Signed in {when(session.signedInAt)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    Last seen {when(session.lastSeenAt)}
                  </Text>
                </div>
                {/* Never narrower than its word (a button's own overflow lets it shrink, cutting "Revoke" on a phone). */}
                <Button size="compact-sm" variant="default" style={{ flexShrink: 0 }} loading={revoking === session.id} onClick={() => void revoke(session)}>
                  Revoke
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** How a person signs in, in words. */
function signInWords(person: Person) {
  const passkeys = person.passkeys === 0 ? '' : person.passkeys === 1 ? 'a passkey' : `${person.passkeys} passkeys`
  if (passkeys && person.password) return `Signs in with ${passkeys} or a password`
  if (passkeys) return `Signs in with ${passkeys}`
  if (person.password) return 'Signs in with a password'
  return 'Cannot sign in yet'
}

const roleChoices = roles.map((role) => ({ value: role, label: roleWords[role].label }))

/** The People dialog, and its question before someone is removed, stacked (Escape closes the question only). */
function PeopleDialogs({ me, opened, onClose, target }: { me: Me; opened: boolean; onClose: () => void; target: HTMLElement }) {
  const [removing, setRemoving] = useState<Person>()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  /** Counts removals, so that the list is read again after each. */
  const [removals, setRemovals] = useState(0)

  const ask = (person: Person) => {
    setRemoving(person)
    setRefusal(undefined)
    setAsking(true)
  }

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    const answer = await postJson(`/api/people/${removing.id}/remove`, {})
    setBusy(false)
    if (!answer.ok) return setRefusal(answer.message)
    setAsking(false)
    setRemovals((count) => count + 1)
  }

  return (
    <Modal.Stack>
      <Modal
        stackId="people"
        opened={opened}
        onClose={() => {
          setAsking(false)
          onClose()
        }}
        title="People"
        size="lg"
        {...dialogProps(target)}
        // Opened from the menu, whose item is gone by the time it closes: onClose gives the focus to the account button.
        returnFocus={false}
      >
        <People me={me} target={target} removals={removals} onRemove={ask} />
      </Modal>
      {/* The name stays in the title while the question fades out. */}
      <Modal stackId="remove" opened={opened && asking} onClose={() => setAsking(false)} title={`Remove ${removing?.name ?? ''}?`} size="sm" {...dialogProps(target)}>
        <Stack gap="md">
          <Text size="sm">They can no longer sign in. Their draft is kept.</Text>
          <Refusal message={refusal} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal.Stack>
  )
}

function People({ me, target, removals, onRemove }: { me: Me; target: HTMLElement; removals: number; onRemove: (person: Person) => void }) {
  const [people, setPeople] = useState<{ people: Person[]; invitations: PendingInvitation[] }>()
  const [refusal, setRefusal] = useState<string>()
  const [done, setDone] = useState<string>()
  const [changing, setChanging] = useState<number>()

  const load = useCallback(async () => {
    const answer = await getJson<{ ok: true; people: Person[]; invitations: PendingInvitation[] }>('/api/people')
    if (answer.ok) setPeople(answer)
    else setRefusal(answer.message)
  }, [])
  useEffect(() => void load(), [load, removals])

  const changeRole = async (person: Person, role: Role) => {
    if (role === person.role) return
    setChanging(person.id)
    setRefusal(undefined)
    setDone(undefined)
    const answer = await postJson(`/api/people/${person.id}/role`, { role })
    setChanging(undefined)
    // Refused, the list still holds the role they have, and the choice shows it again.
    if (!answer.ok) return setRefusal(answer.message)
    setDone(`${person.name} is now ${withArticle(role)}.`)
    await load()
  }

  return (
    <Stack gap="md">
      <Refusal message={refusal} />
      <Text size="sm" c="gray.7" role="status">
        {done ?? ''}
      </Text>
      {!people && !refusal && <Reading words="Reading the people…" />}
      {people && (
        <Stack gap="xs" role="list" aria-label="People who can sign in">
          {people.people.map((person) => (
            <Paper key={person.id} role="listitem" withBorder radius="sm" p="sm">
              <Group justify="space-between" align="flex-end" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {person.name}
                    {person.id === me.id ? ' (you)' : ''}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {person.email}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {signInWords(person)}
                  </Text>
                </div>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Select
                    label="Role"
                    size="xs"
                    w={130}
                    data={roleChoices}
                    value={person.role}
                    allowDeselect={false}
                    disabled={changing === person.id}
                    comboboxProps={{ portalProps: { target }, zIndex: 700 }}
                    onChange={(role) => role && void changeRole(person, role as Role)}
                  />
                  <Button size="xs" variant="default" onClick={() => onRemove(person)}>
                    Remove
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {people && people.invitations.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Invited, not signed in yet
          </Title>
          <Stack gap="xs" role="list" aria-label="Invitations not used yet">
            {people.invitations.map((invitation) => (
              <PendingInvitationItem key={invitation.id} invitation={invitation} onChanged={() => void load()} />
            ))}
          </Stack>
        </Stack>
      )}
      <InviteForm target={target} onInvited={() => void load()} />
    </Stack>
  )
}

function InviteForm({ target, onInvited }: { target: HTMLElement; onInvited: () => void }) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [nameError, setNameError] = useState<string>()
  const [emailError, setEmailError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const [invited, setInvited] = useState<{ name: string; link: string }>()
  const titleId = useId()

  const invite = async (event: FormEvent) => {
    event.preventDefault()
    setRefusal(undefined)
    const missingName = name.trim() === '' ? 'Write their full name.' : undefined
    const missingEmail = !/^[^\s@]+@[^\s@]+$/.test(email.trim()) ? 'Write their e-mail address, such as name@example.org.' : undefined
    setNameError(missingName)
    setEmailError(missingEmail)
    if (missingName || missingEmail) return
    setBusy(true)
    const answer = await postJson<{ ok: true; link: string }>('/api/people/invite', { name: name.trim(), email: email.trim(), role })
    setBusy(false)
    if (!answer.ok) return setRefusal(answer.message)
    // The whole address, even if the server gives a path, since it is sent to someone elsewhere.
    setInvited({ name: name.trim(), link: new URL(answer.link, location.origin).href })
    setName('')
    setEmail('')
    setRole('editor')
    onInvited()
  }

  return (
    <form onSubmit={(event) => void invite(event)} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          Invite someone
        </Title>
        <TextInput
          label="Full name"
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setNameError(undefined)
          }}
        />
        <TextInput
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setEmailError(undefined)
          }}
        />
        <Select
          label="Role"
          description={roleWords[role].help}
          data={roleChoices}
          value={role}
          allowDeselect={false}
          comboboxProps={{ portalProps: { target }, zIndex: 700 }}
          onChange={(chosen) => chosen && setRole(chosen as Role)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Invite
          </Button>
        </Group>
        <Refusal message={refusal} />
        {invited && (
          <Stack gap={4}>
            <CopyField label="Invitation link (valid for 24 hours, once)" value={invited.link} />
            <Text size="sm">Send this link to {invited.name}. Anyone who has it can use it once.</Text>
          </Stack>
        )}
      </Stack>
    </form>
  )
}

/**
 * An invitation not used yet: cancel it, or make a new link (the server keeps only a link's hash, so the old link
 * can't be shown again: a new one replaces it).
 */
function PendingInvitationItem({ invitation, onChanged }: { invitation: PendingInvitation; onChanged: () => void }) {
  const [busy, setBusy] = useState<'cancel' | 'new-link'>()
  const [refusal, setRefusal] = useState<string>()
  const [link, setLink] = useState<string>()

  const act = async (action: 'cancel' | 'new-link') => {
    setBusy(action)
    setRefusal(undefined)
    const answer = await postJson<{ ok: true; link?: string }>(`/api/people/invitations/${invitation.id}/${action}`, {})
    setBusy(undefined)
    if (!answer.ok) {
      setRefusal(answer.message)
      return onChanged()
    }
    if (action === 'cancel') return onChanged()
    setLink(answer.link)
  }

  return (
    <Paper role="listitem" aria-label={`Invitation of ${invitation.name}`} withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <div>
          <Text size="sm" fw={600}>
            {invitation.name}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {invitation.email} · {roleWords[invitation.role].label} · Valid until {when(invitation.expiresAt)}
          </Text>
        </div>
        {link ? (
          <Stack gap={4}>
            <CopyField label="New invitation link (valid for 24 hours, once)" value={link} />
            <Text size="sm">The old link no longer works. Send this one to {invitation.name}.</Text>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" loading={busy === 'new-link'} disabled={busy === 'cancel'} onClick={() => void act('new-link')}>
              New link
            </Button>
            <Button size="compact-sm" variant="default" color="red" loading={busy === 'cancel'} disabled={busy === 'new-link'} onClick={() => void act('cancel')}>
              Cancel invitation
            </Button>
          </Group>
        )}
        <Refusal message={refusal} />
      </Stack>
    </Paper>
  )
}

function Activity() {
  const [events, setEvents] = useState<ActivityEvent[]>()
  const [refusal, setRefusal] = useState<string>()

  useEffect(() => {
    void getJson<{ ok: true; events: ActivityEvent[] }>('/api/activity').then((answer) => {
      if (answer.ok) setEvents(answer.events)
      else setRefusal(answer.message)
    })
  }, [])

  return (
    <Stack gap="sm">
      <Refusal message={refusal} />
      {!events && !refusal && <Reading words="Reading what happened…" />}
      {events && events.length === 0 && <Text size="sm">Nothing has happened yet.</Text>}
      {/* Light stripes and borders whatever the page's scheme (its dark stripes would lie under dark words). */}
      {events && events.length > 0 && (
        <Table fz="sm" verticalSpacing={6} striped stripedColor="gray.0" borderColor="gray.3">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event, index) => (
              <Table.Tr key={index}>
                <Table.Td>{when(event.at)}</Table.Td>
                <Table.Td>{event.who}</Table.Td>
                {/* An address is one long word: broken anywhere, it stays within a phone's dialog. */}
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{event.what}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
