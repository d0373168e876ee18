/** Text inside XML (the spreadsheet's parts, the SVG chart): escaped, without the characters XML 1.0 forbids. */

// XML 1.0's characters: tab, line feed, carriage return, and the code points from U+0020 up except
// the surrogates and U+FFFE/U+FFFF (a lone surrogate is a code point of its own under the u flag).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe as element content or as a quoted attribute value. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
