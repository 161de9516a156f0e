/**
 * Moves the focus to a new item's first field, else its instruction. A learner who scrolled down
 * to the last item's feedback (on a phone, most of a screen) would otherwise stay there: focusing
 * the field only scrolls as far as the field, leaving the new instruction above the screen.
 */
export function focusNewItem(item: HTMLElement | null, heading: HTMLElement | null) {
  const top = heading ?? item;
  if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  const field = item?.querySelector<HTMLElement>("[data-autofocus]:not(:disabled)");
  (field ?? heading)?.focus();
}
