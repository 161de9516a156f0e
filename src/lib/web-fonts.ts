/**
 * Inter and Fraunces are used once <html> has `data-fonts` (globals.css); until then the text is
 * drawn in the local fonts resized to their metrics. On a visit's first page the attribute comes
 * with the load event, so the two fonts (about 86 kB) are fetched once the page is on screen and
 * working, instead of competing with the HTML and the scripts for a phone's bandwidth (Lighthouse's
 * mobile LCP went from 2.4–3.0 s to 1.9–2.4 s, decision 022). Later pages of the same visit
 * find them in the cache and use them from the start. Inlined in <head>, before the first paint.
 */
/** In sessionStorage (listed in the privacy policy's cookies section). */
export const WEB_FONTS_KEY = "madameai-fonts";

export const webFontsScript =
  `(function(){var e=document.documentElement;function on(){e.setAttribute("data-fonts","");try{sessionStorage.setItem("${WEB_FONTS_KEY}","1")}catch(_){}}` +
  `try{if(sessionStorage.getItem("${WEB_FONTS_KEY}"))return on()}catch(_){}addEventListener("load",on)})()`;
