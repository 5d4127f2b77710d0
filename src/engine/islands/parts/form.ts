export { SiteForm as default } from '@/forms/SiteForm'
