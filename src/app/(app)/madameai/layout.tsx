// Learning needs access (billing): the same gate for every learning area.
export { LearningGate as default } from "@/features/billing/components";
