import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import type { OnboardingField } from "../schemas";

/** The id of a field's error message, for aria-describedby. */
export const errorId = (field: string) => `onboarding-${field}-error`;

/** aria-describedby from the ids that apply, or nothing. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/** A field's error, announced when it appears. */
export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** A group of radio cards or chips: the legend names it, the hint and the error are read with it. */
export function ChoiceGroup({
  field,
  legend,
  hint,
  error,
  children,
  className,
}: {
  field: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const hintId = `onboarding-${field}-hint`;
  return (
    <fieldset
      aria-describedby={describedBy(hint && hintId, error && errorId(field))}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-2 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className={className}>{children}</div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}

// The real input covers its card, invisible: a click anywhere lands on it, and it keeps the focus.
const overlay = "absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0";

type InputProps = { name: string; value: string; checked: boolean; onChange: () => void };

/** One choice of a radio group, shown as a card with an optional line of explanation. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  description,
  compact = false,
}: InputProps & { label: ReactNode; description?: ReactNode; compact?: boolean }) {
  return (
    <label
      className={cn(
        "group relative flex cursor-pointer gap-3 rounded-2xl border bg-background transition-colors hover:border-primary/60",
        "has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary/40",
        compact ? "flex-col items-center px-1 py-3 text-center" : "items-start p-4",
      )}
    >
      <input type="radio" className={overlay} name={name} value={value} checked={checked} onChange={onChange} />
      {!compact && (
        <span
          aria-hidden
          className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 group-has-checked:border-primary"
        >
          <span className="size-2.5 rounded-full bg-primary opacity-0 group-has-checked:opacity-100" />
        </span>
      )}
      <span className={cn("flex min-w-0 flex-col gap-0.5", compact && "items-center")}>
        <span className="font-medium">{label}</span>
        {description && <span className="text-sm text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}

/** One choice of a checkbox group, shown as a chip with an icon. */
export function CheckboxChip({
  name,
  value,
  checked,
  onChange,
  label,
  icon,
}: InputProps & { label: string; icon: ReactNode }) {
  return (
    <label
      className={cn(
        "group relative inline-flex cursor-pointer items-center gap-2 rounded-full border bg-background py-2 pr-4 pl-3 text-sm font-medium transition-colors hover:border-primary/60",
        "has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary has-focus-visible:ring-2 has-focus-visible:ring-primary/40",
        "[&_svg]:size-4 [&_svg]:shrink-0",
      )}
    >
      <input type="checkbox" className={overlay} name={name} value={value} checked={checked} onChange={onChange} />
      <span aria-hidden className="text-muted-foreground group-has-checked:hidden">
        {icon}
      </span>
      <Check aria-hidden className="hidden group-has-checked:block" />
      {label}
    </label>
  );
}

export type FieldProps = {
  field: OnboardingField;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A labelled text input with its hint and error. */
export function TextInput({
  field,
  label,
  hint,
  value,
  error,
  onChange,
  autoComplete,
}: FieldProps & { autoComplete: string }) {
  const id = `onboarding-${field}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={80}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && errorId(field))}
        className={cn(inputClass, error && "border-danger")}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError field={field} message={error} />
    </div>
  );
}

/** A labelled select with its hint and error. */
export function SelectInput({
  field,
  label,
  hint,
  value,
  error,
  onChange,
  children,
}: FieldProps & { children: ReactNode }) {
  const id = `onboarding-${field}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && errorId(field))}
        className={cn(inputClass, "min-w-0 truncate", error && "border-danger")}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError field={field} message={error} />
    </div>
  );
}
