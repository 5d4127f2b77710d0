import { Button, Group, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { FormAfterSubmit } from '@/generated/site'
import type { ChatLink } from './chat-message'
import { loadModal, type Dialog } from './use-send'

const Modal = lazy(loadModal)

interface SendDialogProps {
  /** What to show; null while closed (the last content stays while it closes). */
  dialog: Dialog | null
  texts: FormAfterSubmit
  onClose: () => void
  /** The offered chat link was clicked: the message is handed over after all. */
  onLinkClick: () => void
}

/** The dialog that follows a send, as a Mantine Modal. */
export function SendDialog({ dialog, texts, onClose, onLinkClick }: SendDialogProps) {
  const { blocked, closeLabel } = texts
  return (
    <Suspense fallback={null}>
      <Modal
        opened={dialog !== null}
        onClose={onClose}
        returnFocus={false}
        title={dialog?.state === 'blocked' ? blocked.title : texts.title}
        closeButtonProps={{ 'aria-label': closeLabel }}
        // The dialog's <header> is no page banner: axe reports a second banner landmark otherwise.
        attributes={{ header: { role: 'none' } }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        centered
      >
        {dialog?.state === 'blocked' ? (
          <BlockedMessage texts={texts} link={dialog.link} onLinkClick={onLinkClick} onClose={onClose} />
        ) : (
          <SentMessage texts={texts} onClose={onClose} />
        )}
      </Modal>
    </Suspense>
  )
}

/** The browser blocked the chat's tab: the link to click instead, and a way out that keeps what was typed. */
function BlockedMessage({ texts, link, onLinkClick, onClose }: { texts: FormAfterSubmit; link: ChatLink; onLinkClick: () => void; onClose: () => void }) {
  return (
    <>
      <Text mb="lg">{texts.blocked.text}</Text>
      <Stack gap="sm">
        <Button component="a" href={link.url} target="_blank" rel="noopener noreferrer" data-autofocus onClick={onLinkClick}>
          {texts.blocked.linkLabel}
        </Button>
        <Button variant="default" onClick={onClose}>
          {texts.closeLabel}
        </Button>
      </Stack>
    </>
  )
}

/** The message went out. */
function SentMessage({ texts, onClose }: { texts: FormAfterSubmit; onClose: () => void }) {
  return (
    <>
      <Text mb="lg">{texts.text}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {texts.closeLabel}
        </Button>
      </Group>
    </>
  )
}
