// The editing server's account page (account.html): signing in (/sign-in) and accepting an invitation
// (/invite/<token>). A page of its own, before anyone is signed in, so it draws only Mantine's light look.
import '@mantine/core/styles.css'
import { Alert, Anchor, Button, Center, createTheme, Divider, Group, Loader, MantineProvider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { browserSupportsWebAuthn, startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { IconCheck, IconInfoCircle, IconKey } from '@tabler/icons-react'
import { StrictMode, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { minPasswordLength, roleWords, shortPasswordWords, type CeremonyAnswer, type InvitationAnswer } from './api'
import { withArticle } from './AccountMenu'
import { getJson, postJson } from './client'
import { nextAddress } from './next-address'

const theme = createTheme({ primaryColor: 'cyan', primaryShade: 9, fontFamily: 'system-ui, sans-serif' })

/** Where to go once signed in: `?next=` when it is a path of this site (./next-address.ts). */
const afterSignIn = () => nextAddress(new URLSearchParams(location.search).get('next'), location.origin)

/** Why a passkey prompt ended without one: the person closed it (NotAllowedError), or something else went wrong. */
function passkeyFailed(error: unknown, words: { cancelled: string; other: string }) {
  return (error as { name?: unknown } | null)?.name === 'NotAllowedError' ? words.cancelled : words.other
}

/** The page's one box, in the middle of the screen: as wide as a phone allows, never wider than 420 px. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="lg" w="100%" maw={420}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Center>
  )
}

function SignInPage() {
  const ended = new URLSearchParams(location.search).get('ended') === '1'
  const signedOut = new URLSearchParams(location.search).get('signed-out') === '1'
  const [busy, setBusy] = useState<'passkey' | 'password'>()
  const [passkeyRefusal, setPasskeyRefusal] = useState<string>()
  const [passwordRefusal, setPasswordRefusal] = useState<string>()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string>()
  const [passwordError, setPasswordError] = useState<string>()

  useEffect(() => {
    document.title = 'Sign in · Site editor'
  }, [])

  const withPasskey = async () => {
    setPasskeyRefusal(undefined)
    setPasswordRefusal(undefined)
    if (!browserSupportsWebAuthn()) return setPasskeyRefusal('This browser cannot use passkeys. Sign in with your e-mail and password.')
    setBusy('passkey')
    try {
      const options = await postJson<CeremonyAnswer<PublicKeyCredentialRequestOptionsJSON>>('/api/sign-in/passkey/options', {})
      if (!options.ok) return setPasskeyRefusal(options.message)
      let response
      try {
        response = await startAuthentication({ optionsJSON: options.options })
      } catch (error) {
        return setPasskeyRefusal(
          passkeyFailed(error, {
            cancelled: 'No passkey was used. Try again, or sign in with your e-mail and password.',
            other: 'The passkey could not be used. Try again, or sign in with your e-mail and password.',
          }),
        )
      }
      const answer = await postJson('/api/sign-in/passkey', { ceremony: options.ceremony, response })
      if (!answer.ok) return setPasskeyRefusal(answer.message)
      location.assign(afterSignIn())
    } finally {
      setBusy(undefined)
    }
  }

  const withPassword = async (event: FormEvent) => {
    event.preventDefault()
    setPasskeyRefusal(undefined)
    setPasswordRefusal(undefined)
    const missingEmail = email.trim() === '' ? 'Enter your e-mail address.' : undefined
    const missingPassword = password === '' ? 'Enter your password.' : undefined
    setEmailError(missingEmail)
    setPasswordError(missingPassword)
    if (missingEmail || missingPassword) return
    setBusy('password')
    try {
      const answer = await postJson('/api/sign-in/password', { email: email.trim(), password })
      if (!answer.ok) return setPasswordRefusal(answer.message)
      location.assign(afterSignIn())
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Frame>
      <Title order={1} size="h2">
        Sign in
      </Title>
      <Text size="sm" c="gray.7">
        Sign in to edit the site.
      </Text>
      {ended && (
        <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
          Your session has ended. Sign in again to go on editing.
        </Alert>
      )}
      {signedOut && (
        <Alert color="green" variant="light" role="status" icon={<IconCheck size={18} aria-hidden />}>
          You have signed out. Your draft is kept: sign in again to go on with it.
        </Alert>
      )}
      <Button size="md" fullWidth leftSection={<IconKey size={18} aria-hidden />} loading={busy === 'passkey'} disabled={busy === 'password'} onClick={() => void withPasskey()}>
        Sign in with a passkey
      </Button>
      {passkeyRefusal && (
        <Alert color="red" variant="light" role="alert">
          {passkeyRefusal}
        </Alert>
      )}
      <Divider label="or" labelPosition="center" />
      <form onSubmit={(event) => void withPassword(event)} noValidate aria-label="Sign in with your e-mail and password">
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username webauthn"
            inputMode="email"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.currentTarget.value)
              setEmailError(undefined)
            }}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show what is typed' }}
            onChange={(event) => {
              setPassword(event.currentTarget.value)
              setPasswordError(undefined)
            }}
          />
          <Button type="submit" variant="default" fullWidth loading={busy === 'password'} disabled={busy === 'passkey'}>
            Sign in
          </Button>
          {passwordRefusal && (
            <Alert color="red" variant="light" role="alert">
              {passwordRefusal}
            </Alert>
          )}
        </Stack>
      </form>
    </Frame>
  )
}

type Invitation = { state: 'reading' } | { state: 'refused'; message: string } | ({ state: 'ready' } & InvitationAnswer)

function InvitationPage({ token }: { token: string }) {
  const [invitation, setInvitation] = useState<Invitation>({ state: 'reading' })

  useEffect(() => {
    document.title = 'Invitation · Site editor'
    let current = true
    void getJson<InvitationAnswer>(`/api/invitations/${token}`).then((answer) => {
      if (current) setInvitation(answer.ok ? { state: 'ready', ...answer } : { state: 'refused', message: answer.message })
    })
    return () => {
      current = false
    }
  }, [token])

  if (invitation.state === 'reading') {
    return (
      <Frame>
        <Title order={1} size="h2">
          Invitation
        </Title>
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Reading your invitation…</Text>
        </Group>
      </Frame>
    )
  }
  if (invitation.state === 'refused') {
    return (
      <Frame>
        <Title order={1} size="h2">
          This invitation can't be used
        </Title>
        <Alert color="red" variant="light" role="alert">
          {invitation.message}
        </Alert>
        <Text size="sm">
          Ask the person who invited you to send a new invitation. If you already have an account, <Anchor href="/sign-in">sign in</Anchor>.
        </Text>
      </Frame>
    )
  }
  return <Welcome token={token} invitation={invitation} />
}

function Welcome({ token, invitation }: { token: string; invitation: InvitationAnswer }) {
  // A browser without passkeys goes straight to the password.
  const passkeys = browserSupportsWebAuthn()
  const [passwordOpen, setPasswordOpen] = useState(!passkeys)
  const [busy, setBusy] = useState<'passkey' | 'password'>()
  const [passkeyRefusal, setPasskeyRefusal] = useState<string>()
  const [passwordRefusal, setPasswordRefusal] = useState<string>()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [passwordError, setPasswordError] = useState<string>()
  const [repeatError, setRepeatError] = useState<string>()
  const passwordFormId = useId()
  const base = `/api/invitations/${token}`

  const createPasskey = async () => {
    setPasskeyRefusal(undefined)
    setPasswordRefusal(undefined)
    setBusy('passkey')
    try {
      const options = await postJson<CeremonyAnswer<PublicKeyCredentialCreationOptionsJSON>>(`${base}/passkey/options`, {})
      if (!options.ok) return setPasskeyRefusal(options.message)
      let response
      try {
        response = await startRegistration({ optionsJSON: options.options })
      } catch (error) {
        return setPasskeyRefusal(
          passkeyFailed(error, {
            cancelled: 'No passkey was made. Try again, or choose a password.',
            other: 'This device could not make a passkey. Try again, or choose a password.',
          }),
        )
      }
      const answer = await postJson(`${base}/passkey`, { ceremony: options.ceremony, response })
      if (!answer.ok) return setPasskeyRefusal(answer.message)
      location.assign('/')
    } finally {
      setBusy(undefined)
    }
  }

  const savePassword = async (event: FormEvent) => {
    event.preventDefault()
    setPasskeyRefusal(undefined)
    setPasswordRefusal(undefined)
    // The server's rule, counted as it counts (a common password it refuses, in its own words).
    const tooShort = [...password.trim()].length < minPasswordLength ? shortPasswordWords : undefined
    const different = !tooShort && repeat !== password ? 'The two passwords are not the same.' : undefined
    setPasswordError(tooShort)
    setRepeatError(different)
    if (tooShort || different) return
    setBusy('password')
    try {
      const answer = await postJson(`${base}/password`, { password })
      if (!answer.ok) return setPasswordRefusal(answer.message)
      location.assign('/')
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Frame>
      <Title order={1} size="h2">
        Welcome, {invitation.name}
      </Title>
      <div>
        <Text>You are invited to edit this site as {withArticle(invitation.role)}.</Text>
        <Text size="sm" c="gray.7">
          {roleWords[invitation.role].label}: {roleWords[invitation.role].help}
        </Text>
      </div>
      <Text size="sm">You will sign in as {invitation.email}.</Text>
      {passkeys && (
        <>
          <Button size="md" fullWidth leftSection={<IconKey size={18} aria-hidden />} loading={busy === 'passkey'} disabled={busy === 'password'} onClick={() => void createPasskey()}>
            Create a passkey
          </Button>
          <Text size="xs" c="gray.7">
            A passkey signs you in with this device's fingerprint, face or screen lock: nothing to remember or type.
          </Text>
        </>
      )}
      {passkeyRefusal && (
        <Alert color="red" variant="light" role="alert">
          {passkeyRefusal}
        </Alert>
      )}
      {passkeys ? (
        <Anchor component="button" type="button" size="sm" ta="left" aria-expanded={passwordOpen} aria-controls={passwordFormId} onClick={() => setPasswordOpen((open) => !open)}>
          No passkey on this device? Choose a password
        </Anchor>
      ) : (
        <Text size="sm">This browser cannot make passkeys, so choose a password.</Text>
      )}
      {passwordOpen && (
        <form id={passwordFormId} onSubmit={(event) => void savePassword(event)} noValidate aria-label="Choose a password">
          <Stack gap="sm">
            {/* Tells a password manager whose password this is. */}
            <TextInput label="E-mail" type="email" autoComplete="username" value={invitation.email} readOnly />
            <PasswordInput
              label="Password"
              description={`At least ${minPasswordLength} characters, and not a common password`}
              autoComplete="new-password"
              value={password}
              error={passwordError}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show what is typed' }}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                setPasswordError(undefined)
              }}
            />
            <PasswordInput
              label="Repeat password"
              autoComplete="new-password"
              value={repeat}
              error={repeatError}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show what is typed again' }}
              onChange={(event) => {
                setRepeat(event.currentTarget.value)
                setRepeatError(undefined)
              }}
            />
            <Button type="submit" variant={passkeys ? 'default' : 'filled'} fullWidth loading={busy === 'password'} disabled={busy === 'passkey'}>
              Save password
            </Button>
            {passwordRefusal && (
              <Alert color="red" variant="light" role="alert">
                {passwordRefusal}
              </Alert>
            )}
          </Stack>
        </form>
      )}
    </Frame>
  )
}

function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Site editor'
  }, [])
  return (
    <Frame>
      <Title order={1} size="h2">
        This page does not exist
      </Title>
      <Text size="sm">
        Check the address, or go to the <Anchor href="/sign-in">sign-in page</Anchor>.
      </Text>
    </Frame>
  )
}

/** The page the address asks for (the server sends this one file for each of them). */
function AccountPage() {
  const path = location.pathname
  if (/^\/sign-in\/?$/.test(path)) return <SignInPage />
  const invitation = /^\/invite\/([^/]+)\/?$/.exec(path)
  if (invitation) return <InvitationPage token={invitation[1]} />
  return <NotFoundPage />
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <AccountPage />
    </MantineProvider>
  </StrictMode>,
)
