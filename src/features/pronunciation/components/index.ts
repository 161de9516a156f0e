export { Coach } from "./coach";
