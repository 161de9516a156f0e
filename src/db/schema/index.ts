export * from "./accounts";
export * from "./learners";
export * from "./learning";
export * from "./mail";
export * from "./rate-limit";
export * from "./practice";
export * from "./tutor";
export * from "./pronunciation";
