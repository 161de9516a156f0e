import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { externalLinks, isExternal, withSource } from "./links";

describe("external links", () => {
  it("fall back to our contact form, with the topic and the page they came from", () => {
    expect(externalLinks("home", parseEnv({}))).toEqual({
      waitlist: "/contact?topic=waitlist&source=home",
      groupCall: "/contact?topic=group-call&source=home",
      companions: [],
    });
  });

  it("use the configured addresses, each with source=<page>, and list only the configured companion apps", () => {
    const links = externalLinks(
      "dashboard",
      parseEnv({
        WAITLIST_URL: "https://forms.example.com/w?lang=fr",
        GROUP_CALL_URL: "https://cal.example.com/madameai/weekly",
        COMPANION_CONVERSATION_URL: "https://talk.example.com/",
        COMPANION_PRONUNCIATION_URL: "https://say.example.com/app",
      }),
    );
    expect(links).toEqual({
      waitlist: "https://forms.example.com/w?lang=fr&source=dashboard",
      groupCall: "https://cal.example.com/madameai/weekly?source=dashboard",
      companions: [
        { id: "conversation", href: "https://talk.example.com/?source=dashboard" },
        { id: "pronunciation", href: "https://say.example.com/app?source=dashboard" },
      ],
    });
  });

  it("replace a source already there rather than adding a second, and tell external from ours", () => {
    expect(withSource("https://x.example/?source=old&a=1", "footer")).toBe("https://x.example/?source=footer&a=1");
    expect(isExternal("https://x.example/")).toBe(true);
    expect(isExternal("/contact?topic=sales")).toBe(false);
  });
});
