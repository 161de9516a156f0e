export { listArticles, findArticle, articleSlugs, listResources, findResource, resourceSlugs, type Article, type Resource } from "./content";
export { tagIds, type TagId } from "./content-schema";
