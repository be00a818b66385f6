import 'server-only';

/** One URL of a sitemap file: a public path (locale prefix included), its last change, its language versions. */
export interface SitemapUrl {
  path: string;
  /** When the page last changed (a W3C date-time as text, or a Date); left out where no honest date exists. */
  lastmod?: Date | string;
  /** hreflang code -> path of that language version (the page's own language included). */
  alternates?: Readonly<Record<string, string>>;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const SPECIAL = /[&<>"']/;

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : text;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A `<urlset>` of absolute URLs on `origin` (the xhtml namespace is declared only where alternates are used). Built by
 * plain concatenation: a lots file is 50,000 entries.
 */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const base = escapeXml(origin);
  const xhtml = urls.some((u) => u.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  let xml = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${xhtml}>\n`;
  for (const url of urls) {
    xml += `<url><loc>${base}${escapeXml(url.path)}</loc>`;
    if (url.lastmod)
      xml += `<lastmod>${typeof url.lastmod === 'string' ? escapeXml(url.lastmod) : url.lastmod.toISOString()}</lastmod>`;
    if (url.alternates) {
      for (const [lang, path] of Object.entries(url.alternates)) {
        xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${base}${escapeXml(path)}"/>`;
      }
    }
    xml += '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

/** The `<sitemapindex>` of the files served at `{origin}/sitemaps/{name}`. */
export function sitemapIndexXml(origin: string, names: readonly string[]): string {
  const base = escapeXml(`${origin}/sitemaps/`);
  const entries = names.map((name) => `<sitemap><loc>${base}${escapeXml(name)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** Response headers of every sitemap: XML, and crawlers may keep it an hour. */
export const XML_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};
