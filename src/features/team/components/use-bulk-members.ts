"use client";

import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { request } from "@/lib/request";
import type { BulkMembersInput } from "../schemas";

type Previous = { userId: string; unitId?: string | null; role?: string }[];

/** The call that takes a bulk change back: the same action with each member's previous value; none for a removal. */
function undoOf(input: BulkMembersInput, previous: Previous): BulkMembersInput | null {
  if (input.action === "remove") return null;
  return { action: input.action, changes: previous } as BulkMembersInput;
}

/**
 * Sends one bulk change of the people table (or one person's, through the same route) and
 * re-renders the page from the server; resolves with the call that undoes it.
 */
export function useBulkMembers() {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const send = useCallback(
    async (input: BulkMembersInput): Promise<BulkMembersInput | null> => {
      const { previous } = await request<{ previous: Previous }>("POST", "/api/team/members/bulk", input);
      startTransition(() => router.refresh());
      return undoOf(input, previous);
    },
    [router],
  );
  return { send, refreshing };
}
