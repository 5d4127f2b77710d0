// The hero's animated particle background.
export { ParticleBackground as default } from './ParticleBackground'
