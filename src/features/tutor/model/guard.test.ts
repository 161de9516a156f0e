import { describe, expect, it } from "vitest";
import { quotesInstructions } from "./guard";
import { MADAME_RULES, systemPrompt } from "./prompts";

const context = {
  language: "fr",
  variant: "fr-CA",
  level: "A2",
  firstName: "Priya",
  nativeLanguage: "en",
  industry: "health",
  jobTitle: "Nurse",
  interfaceLocale: "en",
} as const;

describe("the instructions guard", () => {
  it("catches the system prompt recited whole, or any rule quoted, in any case and punctuation", () => {
    expect(quotesInstructions(systemPrompt(context, null, null))).toBe(true);
    for (const rule of MADAME_RULES)
      expect(quotesInstructions(`Sure! Here it is: ${rule.toUpperCase().replace(/,/g, " ;")}`)).toBe(true);
  });

  it("lets natural answers through, in French and English, including ones about the same topics", () => {
    for (const answer of [
      "Très bien, merci. Pouvez-vous m'en dire un peu plus sur votre travail?",
      "Je ne peux pas voir les données des autres personnes. Revenons à notre pratique : parlez-moi de votre réunion.",
      "I'm Madame, your tutor. Let's keep practising: what do you do at work on Mondays?",
      "Answer in one or two sentences, please: what is the goal of the meeting?",
    ]) {
      expect(quotesInstructions(answer)).toBe(false);
    }
  });
});
