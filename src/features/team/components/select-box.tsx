"use client";

import { useEffect, useRef } from "react";

/** A labelled checkbox; `indeterminate` (some rows of the page, not all) can only be set from script. */
export function SelectBox({
  id,
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  id?: string;
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    />
  );
}
