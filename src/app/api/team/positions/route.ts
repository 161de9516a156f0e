import { unitRoutes } from "../unit-routes";

/** An admin adds, renames or deletes a position of their organization. */
export const { POST, PATCH, DELETE } = unitRoutes("position");
