export { LegalView, legalMetadata } from "./legal-view";
