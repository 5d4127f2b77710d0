import { useReducedMotion } from '@mantine/hooks'
import { m } from 'framer-motion'
import { useCallback, useEffect, useRef, useState } from 'react'
import classes from './Sparkles.module.css'

interface Sparkle {
  id: number
  /** Horizontal position across the link, in percent. */
  left: number
  color: string
  size: number
  delay: number
}

// Blue-cyan tones (spec: sparkles in random blue-cyan tones).
const tones = ['#4dabf7', '#74c0fc', '#a5d8ff', '#3bc9db', '#66d9e8', '#99e9f2', '#339af0']
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

export function SparkleLayer({ sparkles }: { sparkles: Sparkle[] }) {
  return sparkles.map((sparkle) => (
    <m.span
      key={sparkle.id}
      data-sparkle
      aria-hidden
      className={classes.sparkle}
      style={{ left: `${sparkle.left}%`, width: sparkle.size, height: sparkle.size, backgroundColor: sparkle.color, boxShadow: `0 0 6px ${sparkle.color}` }}
      initial={{ y: 0, opacity: 1, scale: 1 }}
      animate={{ y: -22, opacity: [1, 1, 0], scale: 0.5 }}
      transition={{ duration: lifeSeconds, delay: sparkle.delay, ease: 'easeOut', opacity: { duration: lifeSeconds, delay: sparkle.delay, times: [0, 0.7, 1] } }}
    />
  ))
}
