/** A failure said in words, announced to screen readers as it appears; nothing when there is none. */
export function ErrorNote({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger-soft px-4 py-2 text-sm font-medium text-danger">
      {children}
    </p>
  );
}
