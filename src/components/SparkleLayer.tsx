import { domAnimation, LazyMotion, m } from 'framer-motion'
import classes from './Sparkles.module.css'

export interface Sparkle {
  id: number
  /** Horizontal position across the link, in percent. */
  left: number
  color: string
  size: number
  delay: number
}

/** Drawn with framer-motion, which this module alone imports, so it loads after the page (see Sparkles.tsx). */
export default function SparkleLayer({ sparkles, lifeSeconds }: { sparkles: Sparkle[]; lifeSeconds: number }) {
  return (
    <LazyMotion features={domAnimation} strict>
      {sparkles.map((sparkle) => (
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
      ))}
    </LazyMotion>
  )
}
