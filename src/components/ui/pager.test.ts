import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

const labels = { nav: "Pages du tableau", previous: "Page précédente", next: "Page suivante", status: "Page 2 sur 3" };
const render = (page: number, pageCount: number) =>
  renderToStaticMarkup(
    createElement(Pager, { page, pageCount, labels, href: (target: number) => `/list?page=${target}` }),
  );

describe("the pager", () => {
  it("links to the pages around this one, under its own label", () => {
    const html = render(2, 3);
    expect(html).toContain('aria-label="Pages du tableau"');
    expect(html).toContain('href="/list?page=1"');
    expect(html).toContain('href="/list?page=3"');
    expect(html).toContain("Page 2 sur 3");
  });

  it("offers no previous on the first page, no next on the last, and nothing for a single page", () => {
    expect(render(1, 3)).not.toContain("Page précédente");
    expect(render(3, 3)).not.toContain("Page suivante");
    expect(render(1, 1)).toBe("");
  });

  it("sends a page past the end back to the last", () => {
    const html = render(9, 3);
    expect(html).toContain('href="/list?page=3"');
    expect(html).not.toContain("Page suivante");
  });
});
