export { ParticleBackground as default } from '@/components/ParticleBackground'
