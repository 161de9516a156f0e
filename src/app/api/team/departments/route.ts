import { unitRoutes } from "../unit-routes";

/** An admin adds, renames or deletes a department of their organization. */
export const { POST, PATCH, DELETE } = unitRoutes("department");
