export { SocialLinks as default } from '@/components/Footer'
