"use client";

export { default } from "../_document/error-page";
