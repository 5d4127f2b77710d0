export { FaqAccordion as default } from '@/sections/Faq'
