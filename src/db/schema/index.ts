export * from "./accounts";
export * from "./learners";
export * from "./mail";
export * from "./rate-limit";
