/** "Chargement…" while a page's data arrives. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {label}
    </p>
  );
}
