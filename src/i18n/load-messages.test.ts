import { describe, expect, it } from "vitest";
import { namespaces } from "./config";
import { loadMessages } from "./messages";

describe("loadMessages", () => {
  it("assembles every namespace of a language once per process", async () => {
    const first = await loadMessages("fr");
    expect(Object.keys(first)).toEqual([...namespaces]);
    expect(await loadMessages("fr")).toBe(first);
  });

  it("keeps each language apart", async () => {
    const [fr, en] = await Promise.all([loadMessages("fr"), loadMessages("en")]);
    expect(en).not.toBe(fr);
    expect((fr.shell as { skipToContent: string }).skipToContent).toBe("Aller au contenu principal");
    expect((en.shell as { skipToContent: string }).skipToContent).not.toBe("Aller au contenu principal");
  });
});
