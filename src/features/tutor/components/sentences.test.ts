import { describe, expect, it } from "vitest";
import { takeSentences } from "./sentences";

describe("takeSentences", () => {
  it("gives each complete sentence once a space follows it, and keeps the rest", () => {
    expect(takeSentences("Très bien, merci. Pouvez-vous m'en dire")).toEqual({
      sentences: ["Très bien, merci."],
      rest: "Pouvez-vous m'en dire",
    });
    expect(takeSentences("Great! Really? Yes… ")).toEqual({ sentences: ["Great!", "Really?", "Yes…"], rest: "" });
    expect(takeSentences("Il a dit « oui. » Puis")).toEqual({ sentences: ["Il a dit « oui. »"], rest: "Puis" });
  });

  it("waits when the end is not yet followed by a space (a number, or the last piece so far)", () => {
    expect(takeSentences("Le prix est de 3.5")).toEqual({ sentences: [], rest: "Le prix est de 3.5" });
    expect(takeSentences("Bonjour.")).toEqual({ sentences: [], rest: "Bonjour." });
  });
});
