import { useReducedMotion } from '@mantine/hooks'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { Sparkle } from './SparkleLayer'
import { whenIdle } from './when-idle'

const loadSparkleLayer = () => import('./SparkleLayer')
const LazySparkleLayer = lazy(loadSparkleLayer)

// Tones of the main and second colours (spec: sparkles in random blue-cyan tones, the agency's two colours):
// blue 4, 3, 2, cyan 4, 3, 2 and blue 5 for the agency, and the same shades of a site's own (site.theme).
const accent = (shade: number) => `var(--site-accent-${shade}, var(--mantine-color-cyan-${shade}))`
const tones = ['var(--mantine-primary-color-4)', 'var(--mantine-primary-color-3)', 'var(--mantine-primary-color-2)', accent(4), accent(3), accent(2), 'var(--mantine-primary-color-5)']
const perHover = 5
const staggerSeconds = 0.05
const lifeSeconds = 1
let nextId = 0

/** Five short-lived sparkles per hover that drift up and fade (spec 2 and 9: staggered 50 ms, 1 s, fading at ~700 ms). */
export function useSparkles() {
  const reducedMotion = useReducedMotion()
  const [sparkles, setSparkles] = useState<Sparkle[]>([])
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])

  const spawn = useCallback(() => {
    if (reducedMotion) return
    const batch = Array.from({ length: perHover }, (_, index) => ({
      id: nextId++,
      left: 10 + Math.random() * 80,
      color: tones[Math.floor(Math.random() * tones.length)],
      size: 4 + Math.random() * 4,
      delay: index * staggerSeconds,
    }))
    setSparkles((current) => [...current, ...batch])
    const ids = new Set(batch.map((sparkle) => sparkle.id))
    const lastEnds = (lifeSeconds + (perHover - 1) * staggerSeconds) * 1000
    timers.current.push(window.setTimeout(() => setSparkles((current) => current.filter((sparkle) => !ids.has(sparkle.id))), lastEnds))
  }, [reducedMotion])

  return { sparkles, spawn }
}

/** Fetches the sparkle code once the page is idle, so the first hover already has it. */
export function usePreloadSparkles() {
  useEffect(() => {
    return whenIdle(() => void loadSparkleLayer(), 500)
  }, [])
}

export function SparkleLayer({ sparkles }: { sparkles: Sparkle[] }) {
  if (sparkles.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LazySparkleLayer sparkles={sparkles} lifeSeconds={lifeSeconds} />
    </Suspense>
  )
}
