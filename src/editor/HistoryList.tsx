import { Text } from '@mantine/core'

/** Each change made from the page since npm start began, in words, oldest first. */
export function HistoryList({ entries }: { entries: string[] }) {
  return (
    <div id="site-editor-history" role="region" aria-label="History">
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          No change made from the page yet.
        </Text>
      ) : (
        <ol className="site-editor-history">
          {entries.map((words, index) => (
            <li key={index}>{words}</li>
          ))}
        </ol>
      )}
    </div>
  )
}
