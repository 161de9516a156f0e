import { cn } from "@/lib/cn";

/** The mark: a speech bubble holding an accent aigu, Madame's voice and French in one sign. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect x="2" y="3" width="28" height="22" rx="9" className="fill-primary" />
      <path d="M9 25 L9 30 L15 25 Z" className="fill-primary" />
      <path d="M13 17.5 L19 8.5" strokeWidth="3.2" strokeLinecap="round" className="stroke-primary-foreground" />
      <circle cx="21.5" cy="17" r="2" className="fill-accent" />
    </svg>
  );
}

export function Logo({ className, collapsed = false }: { className?: string; collapsed?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-display text-xl font-semibold tracking-tight", className)}>
      <LogoMark />
      <span className={cn(collapsed && "sr-only")}>
        Madame<span className="text-primary">AI</span>
      </span>
    </span>
  );
}
