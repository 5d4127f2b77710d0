export { DetailButton as default } from '@/components/DetailButton'
