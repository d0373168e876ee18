import { useState, type ReactNode } from 'react';

/**
 * 'Show as table' under a chart or map: the table is rendered when it is first opened, not
 * with the figure, since most readers never open it and a long table (every week of several
 * series) is most of the report's rendering. Closed, it is not printed either.
 */
export function ShowAsTable({ table }: { table: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Show as table</summary>
      {opened && table()}
    </details>
  );
}
