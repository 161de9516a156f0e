export { listArticles, findArticle, articleSlugs, listResources, findResource, resourceSlugs } from "./content";
export { SITE_NAME, TITLE_TEMPLATE, OG_IMAGE_SIZE, siteImage, languageAlternates, pageMetadata } from "./seo";
export { pieceCard, siteCard } from "./og-card";
export { resourcePdf, resourcePdfFilename } from "./resource-pdf";
