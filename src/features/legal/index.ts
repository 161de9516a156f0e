export { currentLegalText, findLegalText, legalVersions, readLegalTexts, type LegalText } from "./content";
export { legalDocuments, type LegalDocument } from "./content-schema";
export { dataFlows, locationOf, type DataFlow, type Location } from "./data-flows";
export { legalFacts, type LegalFacts } from "./facts";
