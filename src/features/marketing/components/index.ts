export { ArticleView, articlePath } from "./article-view";
export { ArticleList } from "./article-list";
export { ResourceView, resourcePath, ResourceFacts, ResourcePdfLink } from "./resource-view";
export { HomeActions, LawSection, OfferSection } from "./home-sections";
export { ProductPreviews } from "./product-previews";
export { Markdown } from "./markdown";
