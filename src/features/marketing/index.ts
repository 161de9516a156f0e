export { listArticles, findArticle, articleSlugs, listResources, findResource, resourceSlugs, type Article, type Resource } from "./content";
export { tagIds, type TagId } from "./content-schema";
export {
  SITE_NAME,
  TITLE_TEMPLATE,
  MAX_TITLE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  OG_IMAGE_SIZE,
  openGraphLocales,
  siteImage,
  documentTitle,
  renderedTitle,
  languageAlternates,
  pageMetadata,
  type OgImage,
  type PageSeo,
} from "./seo";
