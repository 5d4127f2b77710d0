import { lazy, Suspense, useRef, useState } from 'react'
import type { Card } from '@/generated/site'

// The window and its content load only when a visitor first asks for details, not with the page.
const loadDetailModal = () => import('./DetailModal')
const DetailModal = lazy(() => loadDetailModal().then((module) => ({ default: module.DetailModal })))
// A failed prefetch is not an error yet: the click tries again and the error boundary reports it.
const prefetchDetailModal = () => void loadDetailModal().catch(() => undefined)

/**
 * A card's title as the button that opens its detail window: the one interactive part of a card, so on a
 * page it is an island of its own (a few hundred bytes), not the whole grid.
 */
export function DetailButton({ card, className }: { card: Card; className?: string }) {
  const [mounted, setMounted] = useState(false)
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Focus goes back to the card that opened the window (Mantine's own return misses the first, lazily mounted, opening).
  const close = () => {
    setOpened(false)
    window.setTimeout(() => button.current?.focus({ preventScroll: true }), 0)
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        // Fetch the window's code as soon as a visitor shows interest, so it opens without a wait.
        onPointerEnter={prefetchDetailModal}
        onFocus={prefetchDetailModal}
        onClick={() => {
          setMounted(true)
          setOpened(true)
        }}
      >
        {card.title}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <DetailModal card={card} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
