/** A horizontal bar split by share, e.g. the levels of one department: decorative, the table row it sits in holds the figures. */
export function StackedBar({ parts }: { parts: { key: string; value: number; className: string }[] }) {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  if (total === 0) return <div aria-hidden className="h-3 rounded-full bg-muted" />;
  return (
    <div aria-hidden className="flex h-3 overflow-hidden rounded-full bg-muted">
      {parts
        .filter((part) => part.value > 0)
        .map((part) => (
          <div key={part.key} className={part.className} style={{ width: `${(part.value / total) * 100}%` }} />
        ))}
    </div>
  );
}
