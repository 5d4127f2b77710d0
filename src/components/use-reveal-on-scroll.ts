import { useEffect, type RefObject } from 'react'

/**
 * Cards below the fold fade in once when scrolled into view (spec: 0.6 s, 0.1 s more delay per index).
 * The HTML is drawn visible; only once the page's script runs are the cards still out of sight hidden until
 * seen, so nothing is blank without JavaScript, nothing above the fold flickers, and nothing shifts layout
 * (the motion is a transform). With reduced motion the CSS keeps every card still and visible.
 * Items already handled (by an earlier call on the same list) are left alone. Returns the undo.
 */
export function revealOnScroll(root: HTMLElement, itemSelector: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const item = entry.target as HTMLElement
        item.dataset.reveal = 'shown'
        // Afterwards the card's own transitions (hover) apply again.
        item.addEventListener('transitionend', () => (item.dataset.reveal = 'done'), { once: true })
        observer.unobserve(item)
      }
    },
    { rootMargin: '0px 0px -40px 0px' },
  )
  const pending: HTMLElement[] = []
  root.querySelectorAll<HTMLElement>(itemSelector).forEach((item, index) => {
    if (item.dataset.reveal) return
    item.style.setProperty('--reveal-index', String(index))
    if (item.getBoundingClientRect().top < window.innerHeight) return
    item.dataset.reveal = 'pending'
    pending.push(item)
    observer.observe(item)
  })
  return () => {
    observer.disconnect()
    // Cards still waiting go back to plain, so a re-run (StrictMode runs effects twice) observes them again.
    pending.forEach((item) => item.dataset.reveal === 'pending' && delete item.dataset.reveal)
  }
}

/** revealOnScroll for a list React draws, again whenever `dependency` changes (new cards after a filter). */
export function useRevealOnScroll(container: RefObject<HTMLElement | null>, itemSelector: string, dependency: unknown) {
  useEffect(() => {
    if (!container.current) return
    return revealOnScroll(container.current, itemSelector)
  }, [container, itemSelector, dependency])
}
