/*
 * Figures about small groups identify the people in them (Law 25: information about a person is
 * personal even when not named, if the person can be singled out). Any group of fewer than
 * MIN_GROUP_SIZE people has its figures withheld; only its head count stays visible.
 */

export const MIN_GROUP_SIZE = 5;

export type Group<T> = { key: string; people: number; values: T };
export type ShownGroup<T> = { key: string; people: number; values: T | null; suppressed: boolean };

/**
 * Withholds the figures of small groups, then protects them from subtraction: the groups add up to
 * a total the screen shows, so one hidden group would be the total minus the others. While the
 * hidden groups are fewer than two, or hold fewer than MIN_GROUP_SIZE people together, the next
 * smallest shown group is hidden too (ties: the first given). With exactly one small group, that
 * hides one more group.
 *
 * A group of 0 people is shown, empty: there is nobody to protect in it, and hiding it would hide
 * nothing from the subtraction either, so it never serves as the complementary group. When no
 * other group has anyone in it, nothing more can be hidden here: the total is then the small
 * group's own figures, and the caller must withhold the total (it is under MIN_GROUP_SIZE too).
 */
export function suppressSmallGroups<T>(groups: readonly Group<T>[]): ShownGroup<T>[] {
  const hidden = new Set<number>();
  groups.forEach((group, index) => {
    if (group.people > 0 && group.people < MIN_GROUP_SIZE) hidden.add(index);
  });
  const hiddenPeople = () => [...hidden].reduce((sum, index) => sum + groups[index]!.people, 0);
  while (hidden.size > 0 && (hidden.size < 2 || hiddenPeople() < MIN_GROUP_SIZE)) {
    const next = smallestShown(groups, hidden);
    if (next === null) break;
    hidden.add(next);
  }
  return groups.map((group, index) => ({
    key: group.key,
    people: group.people,
    values: hidden.has(index) ? null : group.values,
    suppressed: hidden.has(index),
  }));
}

function smallestShown<T>(groups: readonly Group<T>[], hidden: Set<number>): number | null {
  let best: number | null = null;
  groups.forEach((group, index) => {
    if (hidden.has(index) || group.people === 0) return;
    if (best === null || group.people < groups[best]!.people) best = index;
  });
  return best;
}
