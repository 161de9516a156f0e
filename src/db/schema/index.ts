export * from "./accounts";
export * from "./rate-limit";
