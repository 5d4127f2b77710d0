import { Button, Group, Text } from "@mantine/core";

interface Props {
  /** Each change made from the page since npm start began (and not undone), in words, oldest first. */
  entries: string[];
  /** Undoes the change at `index` and every change after it. */
  onUndoBackTo?: (index: number) => void;
}

/** The changes in words, each with a button that undoes the file back to before it. */
export function HistoryList({ entries, onUndoBackTo }: Props) {
  return (
    <div id="site-editor-history" role="region" aria-label="History">
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          No change made from the page yet.
        </Text>
      ) : (
        <ol className="site-editor-history">
          {entries.map((words, index) => (
            <li key={index}>
              <Group
                gap={6}
                wrap="nowrap"
                justify="space-between"
                align="flex-start"
              >
                <span>{words}</span>
                {onUndoBackTo && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`Undo back to before change ${index + 1}: ${words}`}
                    onClick={() => onUndoBackTo(index)}
                  >
                    Undo to here
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
