import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CourseId } from "@/features/learning";
import { activity as activitySchema, situations, type Activity } from "./content-schema";

const contentRoot = path.join(process.cwd(), "content", "tutor");

/** Reads and validates a course's activities from content/tutor/<course>/ (throws naming the file that is wrong), in the order of `situations`. */
export function readActivities(courseId: CourseId, root = contentRoot): Activity[] {
  const dir = path.join(root, courseId);
  const activities = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const result = activitySchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
      if (!result.success) throw new Error(`content/tutor/${courseId}/${file}: ${result.error.message}`);
      return result.data;
    });
  return activities.sort((a, b) => situations.indexOf(a.situation) - situations.indexOf(b.situation));
}

const cache = new Map<CourseId, Activity[]>();

/** A course's activities, read once per process. */
export function getActivities(courseId: CourseId): Activity[] {
  let activities = cache.get(courseId);
  if (!activities) cache.set(courseId, (activities = readActivities(courseId)));
  return activities;
}
