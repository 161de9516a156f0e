export { default, generateMetadata } from "@/app/_document/not-found-page";
