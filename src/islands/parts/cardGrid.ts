export { CardGridView as default } from '@/sections/CardGrid'
