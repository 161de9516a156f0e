export { default, generateMetadata } from "../_document/not-found-page";
