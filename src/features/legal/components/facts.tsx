import type { ReactNode } from "react";
import { factNames, legalFacts, switchNames, type FactName, type SwitchName } from "../facts";

/** A figure the text quotes (days, minutes), from the configuration: `<Fact name="recordingDays" />`. */
export function Fact({ name }: { name: FactName }) {
  if (!factNames.includes(name)) throw new Error(`Unknown legal fact "${String(name)}"`);
  return <>{legalFacts()[name]}</>;
}

/** Text that holds only when a switch is on (`<When on="billing">`) or off (`<When off="billing">`). */
export function When({ on, off, children }: { on?: SwitchName; off?: SwitchName; children: ReactNode }) {
  const name = on ?? off;
  if (!name || (on && off) || !switchNames.includes(name))
    throw new Error("<When> takes exactly one known switch, on or off");
  return legalFacts()[name] === Boolean(on) ? <>{children}</> : null;
}
