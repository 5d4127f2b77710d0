// Loaded with import() by MotionProvider, so the animation features stay out of the first-load bundle.
import { domAnimation } from 'framer-motion'

export default domAnimation
