export { NavBar as default } from '@/components/NavBar'
