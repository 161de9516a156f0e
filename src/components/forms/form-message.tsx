import { cn } from "@/lib/cn";

/** The line under a form or control: errors are alerts, confirmations are polite statuses. */
export function FormMessage({
  message,
  className,
}: {
  message: { kind: "done" | "error"; text: string } | null;
  className?: string;
}) {
  const error = message?.kind === "error";
  return (
    <p
      role={error ? "alert" : "status"}
      className={cn("min-h-5 text-sm font-medium", error ? "text-danger" : "text-primary", className)}
    >
      {message?.text}
    </p>
  );
}
