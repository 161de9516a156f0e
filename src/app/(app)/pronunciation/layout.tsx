// Learning needs access (billing) and the learning texts: the same layout for every learning area.
export { LearningArea as default } from "../learning-area";
