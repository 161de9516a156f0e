export * from "./accounts";
