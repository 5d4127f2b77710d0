import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { SectionList } from '@/sections/SectionList'
import { usePage } from '@/engine/pages/page-data'
import { warnNoPage } from '@/engine/contract/not-found'
import { PageHead } from './PageHead'
import { useContentVersion, useSharedBlocks } from '@/engine/content/site-data'

/** The page of site.yaml at the current address: its head tags and its sections. */
export function PageView() {
  const { pathname } = useLocation()
  const { site } = useSharedBlocks()
  useContentVersion() // draws again when site.yaml is saved in `npm start`
  const { page, sections, source } = usePage(pathname)
  useEffect(() => {
    if (page.path === '*') warnNoPage(pathname)
  }, [page.path, pathname])
  return (
    <>
      <PageHead site={site} page={page} />
      <SectionList key={page.path === '*' ? pathname : page.path} sections={sections} source={source && { ...source, path: page.path }} />
    </>
  )
}
