import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { site } from 'virtual:site'
import type { PageSummary } from '@/site/vite-plugin-site'
import { SectionList } from '@/sections/SectionList'
import { useSections } from './page-data'
import { PageHead } from './PageHead'

/** One page of site.yaml: its head tags and its sections. */
export function PageView({ page }: { page: PageSummary }) {
  const sections = useSections(page)
  const { pathname } = useLocation()
  useEffect(() => {
    if (page.path === '*') console.warn(`404: no page at "${pathname}"`)
  }, [page.path, pathname])
  return (
    <>
      <PageHead site={site} page={page} />
      <SectionList sections={sections} />
    </>
  )
}
