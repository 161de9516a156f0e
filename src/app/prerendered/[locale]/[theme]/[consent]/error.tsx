"use client";

export { default } from "@/app/_document/error-page";
