export { TabsView as default } from '@/sections/Tabs'
